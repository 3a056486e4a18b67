import type { CareerContentData } from './types.js';

/** Assessment content of the Independent careers. */
export const independentContent: CareerContentData[] = [
  {
    slug: 'entrepreneur',
    subjects: ['Business Studies', 'Entrepreneurship', 'Economics', 'Accountancy'],
    tasks: [
      'I would enjoy spotting a problem people face every day and turning its solution into a business.',
      'I would like pitching my idea to investors and convincing them to back it.',
      'Hiring my first team members and getting them excited about my plans appeals to me.',
      'I would enjoy doing a bit of everything in the early days, from sales calls to packing orders.',
      'I would like tracking every rupee my business earns and spends so that it never runs out of money.',
    ],
    day: [
      'I could work without fixed hours, often late at night and at weekends, when my business needs it.',
      'I would be fine with months when the business earns little and the future feels uncertain.',
      'I would enjoy a day that jumps between customers, suppliers, investors and my team.',
    ],
    subjectStatements: [
      'I enjoy Business Studies and Entrepreneurship lessons, especially real examples of startups.',
      'I find Accountancy useful because it shows whether a business is really making money.',
    ],
    personality: [
      'I like taking the lead and making decisions when others are unsure.',
      'I bounce back quickly from failure and try again with a new plan.',
      'I have already tried selling something, running an event or starting a small project on my own.',
    ],
    values: [
      'Being my own boss matters more to me than a steady monthly salary.',
      'I want to build something that creates jobs for other people.',
    ],
    choice: {
      question: 'You have ₹5,000 and one month. Which of these would you try?',
      options: [
        'Sell handmade or home-cooked products',
        'Offer tuition or a service in my area',
        'Buy things wholesale and resell them online',
        'Save the money until I have a better idea',
      ],
    },
    reflection: 'In one or two sentences, describe a business idea you have had and who would pay for it.',
    questionsIn: 'Career Personality',
  },
  {
    slug: 'professional-athlete',
    subjects: ['Physical Education', 'Biology', 'Psychology'],
    tasks: [
      'I would enjoy training for four to six hours a day to become the best in my sport.',
      'I would like studying videos of my own matches to find and fix my mistakes.',
      'Following the strict diet, sleep and recovery plan my coach sets appeals to me.',
      'I would enjoy competing in national and international tournaments under pressure.',
      'I would like working with a physiotherapist to recover fully from an injury.',
    ],
    day: [
      'I could wake up before 5 am every day for training, even in winter.',
      'I would be happy spending long periods at a sports academy or camp, away from home.',
      'I would not mind missing parties, family functions and holidays because of training and tournaments.',
    ],
    subjectStatements: [
      'Physical Education is my favourite period, and I take part in every sports event I can.',
      'I am interested in how muscles, bones and the heart work, as we learn in Biology.',
    ],
    personality: [
      'I hate losing, and a defeat makes me train even harder.',
      'I can stick to a tough routine every single day without being pushed.',
      'I stay focused and confident in front of a crowd.',
    ],
    values: [
      'Representing my state or India in my sport is one of my biggest dreams.',
      'I am willing to take the risk of a sports career, knowing that only a few reach the top.',
    ],
    choice: {
      question: 'Your team has just lost a final by one point. What would you do next?',
      options: [
        'Watch the match video to find my mistakes',
        'Ask the coach what I should improve',
        'Rest for a few days, then train harder',
        "Lift my teammates' spirits first",
      ],
    },
    reflection:
      'In one or two sentences, name a sportsperson you look up to and what you have learnt from their journey.',
  },
  {
    slug: 'content-creator',
    subjects: ['English', 'Fine Arts', 'Computer Science', 'Business Studies'],
    tasks: [
      'I would enjoy coming up with fresh ideas for videos, reels or podcasts every week.',
      'I would like scripting, filming and editing my own videos from start to finish.',
      "Studying my channel's analytics to see which videos people watched the longest appeals to me.",
      'I would enjoy replying to comments and building a community around my content.',
      'I would like working with brands on sponsored posts while staying honest with my audience.',
    ],
    day: [
      'I would be happy working alone from home for most of the day, with a camera and a laptop.',
      'I could keep posting regularly even when a video gets far fewer views than I hoped.',
      'I would not mind an income that goes up and down from month to month.',
    ],
    subjectStatements: [
      'I enjoy English or Hindi classes where we write stories, speeches or scripts.',
      'I like art and design and enjoy making things look good on screen.',
    ],
    personality: [
      'I am comfortable speaking in front of a camera and being watched by strangers.',
      'I can handle negative comments without letting them stop me.',
      'I keep learning new editing tricks and trends on my own.',
    ],
    values: [
      'I want to build my own brand and be known for my ideas.',
      'Creative freedom matters more to me than a regular job with a boss.',
    ],
    choice: {
      question: 'Which kind of channel would you most like to start?',
      options: ['Science or study explainers', 'Comedy sketches', 'Travel and food vlogs', 'Gaming'],
    },
    reflection: 'In one or two sentences, describe the first video you would make and who you would make it for.',
    questionsIn: 'Career Personality',
  },
  {
    slug: 'commercial-pilot',
    subjects: ['Physics', 'Mathematics', 'English'],
    tasks: [
      'I would enjoy carrying out the pre-flight checks on an aircraft, from the fuel to the instruments.',
      'I would like flying a passenger aircraft safely through clouds, rain and the dark of night.',
      'Reading weather reports and planning the safest route for a flight appeals to me.',
      'I would enjoy talking to air traffic control on the radio in precise, standard phrases.',
      'I would like practising emergency drills in a flight simulator again and again.',
    ],
    day: [
      'I could work irregular schedules, including early mornings, late nights and festivals.',
      'I would enjoy spending nights in different cities and countries because of my flights.',
      'I would be fine sitting in a small cockpit for many hours while staying fully alert.',
    ],
    subjectStatements: [
      'I enjoy Physics topics like motion, forces and how things fly.',
      'I am comfortable with quick mental calculations of speed, distance and time.',
    ],
    personality: [
      'I stay calm and follow procedures when something unexpected happens.',
      'I can take full responsibility for the safety of other people.',
      'I look after my health and would stay fit to pass regular medical checks.',
    ],
    values: [
      'The excitement of flying matters more to me than having fixed working hours.',
      'I am willing to invest a lot of time and money in training for a well-paid career later.',
    ],
    choice: {
      question: 'On a flight, which of these would you most like to handle yourself?',
      options: [
        'The take-off and landing',
        'Flying around a storm',
        'Talking to air traffic control',
        'Checking the fuel and engines',
      ],
    },
    reflection:
      'In one or two sentences, why would you like to fly aircraft, and what, if anything, worries you about it?',
  },
  {
    slug: 'chef',
    subjects: ['Home Science', 'Chemistry', 'Biology', 'Business Studies'],
    tasks: [
      'I would enjoy creating new dishes by mixing flavours and techniques from different cuisines.',
      'I would like cooking dozens of orders at the same time in a busy kitchen.',
      'Planning a restaurant menu and working out what each dish costs to make appeals to me.',
      'I would enjoy training junior cooks and checking that every plate looks perfect before it goes out.',
      'I would like visiting markets early in the morning to choose the freshest vegetables, fish and spices.',
    ],
    day: [
      'I would be happy standing for ten hours or more in a hot kitchen.',
      'I could work evenings, weekends and festivals, when most people go out to eat.',
      'I would enjoy the rush of a kitchen during a packed dinner service.',
    ],
    subjectStatements: [
      'I enjoy Home Science topics like nutrition, food preservation and hygiene.',
      'I find it interesting that cooking is full of Chemistry, like why bread rises or milk curdles.',
    ],
    personality: [
      'I love cooking at home and experimenting with recipes.',
      'I can work fast without losing care and accuracy.',
      'I take criticism of my cooking as a chance to improve.',
    ],
    values: [
      'Making people happy with food I have cooked gives me great satisfaction.',
      'I dream of running my own restaurant, café or food brand one day.',
    ],
    choice: {
      question: 'You are cooking for twenty guests at a family function. What would you make?',
      options: [
        'A traditional regional thali',
        'A fusion menu with a twist',
        'Street-food style snacks',
        'A spread of desserts',
      ],
    },
    reflection: 'In one or two sentences, describe a dish you love to cook or eat and what makes it special.',
    questionsIn: 'Career Personality',
  },
  {
    slug: 'fashion-designer',
    subjects: ['Fine Arts', 'Home Science', 'Business Studies', 'English'],
    tasks: [
      'I would enjoy sketching new clothes and choosing the fabrics, colours and embroidery for them.',
      'I would like draping and cutting cloth to turn a sketch into a real garment.',
      'Studying fashion trends in India and around the world appeals to me.',
      'I would enjoy working with weavers and craftspeople to use traditional textiles in modern designs.',
      'I would like planning a collection and presenting it at a fashion show.',
    ],
    day: [
      'I would be happy spending my day between a design studio, fabric markets and tailoring units.',
      'I could work long hours before a fashion show or during the wedding season.',
      'I would enjoy meeting clients to design outfits that suit their build and style.',
    ],
    subjectStatements: [
      'I enjoy drawing and art, especially sketching people and clothes.',
      'I find Home Science topics on fabrics, fibres and clothing interesting.',
    ],
    personality: [
      'I notice what people wear and think about how I would change it.',
      'I enjoy working with my hands, such as stitching, knitting or crafts.',
      'I have a strong sense of colour and style that others often compliment.',
    ],
    values: [
      'Having my own label and seeing people wear my designs is a big dream for me.',
      "Keeping India's handloom and craft traditions alive matters to me.",
    ],
    choice: {
      question: 'Which would you most like to design?',
      options: ['Bridal lehengas', 'Everyday wear for college students', 'Sportswear', 'Costumes for films'],
    },
    reflection: 'In one or two sentences, describe an outfit you would design for yourself and what inspired it.',
  },
  {
    slug: 'animator',
    subjects: ['Fine Arts', 'Computer Science', 'Physics'],
    tasks: [
      'I would enjoy drawing characters and bringing them to life frame by frame.',
      'I would like building 3D models of characters, vehicles or whole cities on a computer.',
      'Adding visual effects such as explosions, smoke or magic to film scenes appeals to me.',
      'I would enjoy studying how people and animals move so that my animation looks real.',
      'I would like drawing a storyboard that plans every shot of a film or game.',
    ],
    day: [
      'I would be happy spending most of my day at a computer with animation software.',
      'I could work on one short scene for days until it looks right.',
      'I would enjoy working in a large studio team on a film, a series or a video game.',
    ],
    subjectStatements: [
      'I enjoy art and drawing, especially cartoons, comics or characters.',
      'I like using computers for creative projects and learning new software on my own.',
    ],
    personality: [
      'I have a strong imagination and often picture whole scenes in my head.',
      'I can sit for hours over one detailed piece of work.',
      'I watch animated films and wonder how each scene was made.',
    ],
    values: [
      'Seeing my work on a cinema screen or in a game played by millions would make me proud.',
      'I want a creative career in a growing industry that works for studios in India and abroad.',
    ],
    choice: {
      question: 'Which project would you most like to work on?',
      options: [
        'An animated film for children',
        'Visual effects for an action movie',
        'Characters for a mobile game',
        'An explainer video for a science lesson',
      ],
    },
    reflection: 'In one or two sentences, describe a character you would like to create and what their story would be.',
    questionsIn: 'Career Personality',
  },
  {
    slug: 'fitness-trainer',
    subjects: ['Physical Education', 'Biology', 'Home Science', 'Psychology'],
    tasks: [
      "I would enjoy designing workout plans that suit each client's age, fitness and goals.",
      'I would like showing people the correct way to lift weights so that they do not get injured.',
      "Tracking a client's progress and changing their plan when they stop improving appeals to me.",
      'I would enjoy advising people on healthy eating alongside their exercise.',
      'I would like leading group classes such as yoga, Zumba or circuit training.',
    ],
    day: [
      'I could start work at 6 am, because many clients like to exercise before office.',
      "I would be happy spending my day in a gym, a park or clients' homes rather than at a desk.",
      'I would enjoy being physically active for most of my working day.',
    ],
    subjectStatements: [
      'I enjoy Physical Education and like learning about different kinds of exercise.',
      'I find Biology chapters on muscles, bones and nutrition interesting.',
    ],
    personality: [
      'I keep myself fit and exercise regularly without anyone asking me to.',
      'I am good at encouraging others when they feel like giving up.',
      'I am friendly and energetic, and people enjoy being around me.',
    ],
    values: [
      'Helping people become healthier and more confident matters a lot to me.',
      'I would like to build up my own clients and perhaps open my own gym or studio.',
    ],
    choice: {
      question: 'A new client says they have no time to exercise. What would you suggest?',
      options: [
        'A 20-minute workout at home',
        'Walking or cycling to work',
        'Weekend sports with friends',
        'Short stretching breaks at the desk',
      ],
    },
    reflection:
      'In one or two sentences, how do you keep yourself fit, and how would you help someone who finds exercise boring?',
  },
  {
    slug: 'photographer',
    subjects: ['Fine Arts', 'Physics', 'Computer Science'],
    tasks: [
      'I would enjoy spending hours finding the right light and angle for one perfect photograph.',
      'I would like photographing weddings and capturing emotional moments as they happen.',
      'Editing photos on a computer to adjust their colour, light and detail appeals to me.',
      'I would enjoy photographing wildlife, even if it means waiting for hours in a forest.',
      'I would like building a portfolio and a social media page to find new clients.',
    ],
    day: [
      'I would be happy with a schedule that changes every week, with shoots in different places.',
      'I could carry heavy equipment and stay on my feet through a long wedding or event.',
      'I would enjoy travelling to new cities, forests or mountains for shoots.',
    ],
    subjectStatements: [
      'I enjoy art and like thinking about colour, light and composition.',
      'I find Physics chapters on light, lenses and mirrors interesting.',
    ],
    personality: [
      'I notice beautiful or unusual moments that others walk past.',
      'I am patient enough to wait a long time for the right shot.',
      'I can make people feel relaxed in front of a camera.',
    ],
    values: [
      'Telling stories through pictures is more important to me than a fixed salary.',
      'I would like to work for myself and choose the kinds of shoots I do.',
    ],
    choice: {
      question: 'Which kind of photography would you most like to do?',
      options: ['Weddings and portraits', 'Wildlife and nature', 'Fashion and products', 'News and sports'],
    },
    reflection:
      'In one or two sentences, describe a photograph you have taken or seen that you cannot forget, and why.',
    questionsIn: 'Career Personality',
  },
  {
    slug: 'event-manager',
    subjects: ['Business Studies', 'English', 'Accountancy', 'Entrepreneurship'],
    tasks: [
      'I would enjoy planning a wedding, concert or conference from the first idea to the last guest leaving.',
      'I would like negotiating with venues, caterers, decorators and sound teams for the best deal.',
      'Making a detailed timeline of what happens in every hour of an event appeals to me.',
      'I would enjoy managing the budget of an event so that it does not cost more than planned.',
      'I would like solving problems on the spot, such as a power cut or a late performer, while the guests enjoy themselves.',
    ],
    day: [
      'I would be happy working late nights and weekends, when most events take place.',
      'I could stay on my feet for twelve hours or more on the day of a big event.',
      'I would enjoy travelling to different venues and cities for events.',
    ],
    subjectStatements: [
      'I enjoy Business Studies chapters on planning, organising and controlling.',
      'I like subjects where I get to work on projects with a team.',
    ],
    personality: [
      'I love organising things, from class parties to school festivals.',
      'I stay calm and find solutions when things go wrong at the last minute.',
      'I can juggle many tasks at the same time without forgetting any of them.',
    ],
    values: [
      'Creating happy, memorable moments for people gives me great satisfaction.',
      'A lively job with new people at every event suits me better than a fixed routine.',
    ],
    choice: {
      question:
        "Your school's annual day is two weeks away and the organiser has fallen ill. Which job would you take?",
      options: [
        'Plan the whole programme and its timeline',
        'Handle the stage, sound and lights',
        'Look after the guests and seating',
        'Arrange the food and decorations',
      ],
    },
    reflection:
      'In one or two sentences, describe an event you helped organise or attended, and one thing you would have done differently.',
  },
  {
    slug: 'ethical-hacker',
    subjects: ['Computer Science', 'Mathematics', 'Physics'],
    tasks: [
      "I would enjoy trying to break into a company's website, with its permission, to find weak spots before criminals do.",
      'I would like studying how viruses, ransomware and phishing attacks work.',
      'Writing a clear report that explains a security flaw and how to fix it appeals to me.',
      'I would enjoy taking part in capture-the-flag hacking contests.',
      'I would like watching a network for signs of an attack and responding quickly.',
    ],
    day: [
      'I would be happy spending long hours at a computer, often in a dark room full of screens.',
      'I could respond to a cyber attack in the middle of the night.',
      'I would enjoy learning about new threats every day, because attackers never stop.',
    ],
    subjectStatements: [
      'I enjoy Computer Science and like learning how networks and the internet work.',
      'I like Mathematics puzzles, especially ones with codes, patterns and logic.',
    ],
    personality: [
      'I like finding loopholes and thinking like someone who wants to break a system.',
      'I would never use my skills to harm others, even if I could get away with it.',
      'I can teach myself complex things by reading and practising on my own.',
    ],
    values: [
      'Protecting people, banks and the government from cyber criminals matters to me.',
      'A career with a shortage of skilled people and very good pay is attractive to me.',
    ],
    choice: {
      question: 'A message says you have won a prize and must click a link to claim it. What do you do?',
      options: [
        'Check who sent it and whether the link is fake',
        'Ignore it and delete it',
        'Warn friends and family about it',
        'Click it to see what happens',
      ],
    },
    reflection:
      'In one or two sentences, describe an online scam you have heard about and how people could protect themselves from it.',
    questionsIn: 'Career Personality',
  },
];
