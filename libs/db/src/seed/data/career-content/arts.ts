import type { CareerContentData } from './types.js';

/** Assessment content of the Arts careers. */
export const artsContent: CareerContentData[] = [
  {
    slug: 'lawyer',
    subjects: ['Legal Studies', 'Political Science', 'English', 'History'],
    tasks: [
      'I would enjoy reading a thick case file to find the one fact that could win the case.',
      "Standing up in court and arguing my client's side before a judge sounds exciting to me.",
      'I would like drafting contracts and agreements in which every word has been chosen with care.',
      'I would enjoy researching old Supreme Court judgments to support my argument.',
      'I would like meeting clients who are in trouble and explaining their legal options clearly.',
    ],
    day: [
      'I would be happy spending my mornings in court waiting for my case to be called and my evenings preparing the next one.',
      'I could work long hours for modest pay in my first years while I learn under a senior lawyer.',
      'I would enjoy a day full of reading, writing and discussing arguments with colleagues.',
    ],
    subjectStatements: [
      'I enjoy Political Science chapters on the Constitution, fundamental rights and how courts work.',
      'I like English classes where we write essays, debate or closely analyse a piece of writing.',
    ],
    personality: [
      'I enjoy debates and can think of counter-arguments quickly.',
      'I can speak confidently in front of people who might disagree with me.',
      'I notice when a statement is not quite true or when an argument has a gap.',
    ],
    values: [
      'Fighting for justice for people who cannot fight for themselves matters deeply to me.',
      'I would like a career in which my reputation and income grow with every case I win.',
    ],
    choice: {
      question: 'Which kind of case would you most like to take on?',
      options: [
        'Defending someone accused of a crime',
        "Protecting a company's brand from being copied",
        'Helping a family in a property dispute',
        'A public interest case for cleaner air',
      ],
    },
    reflection:
      'In one or two sentences, describe an unfair situation you have seen and how the law could have helped.',
    questionsIn: 'Career Personality',
  },
  {
    slug: 'psychologist',
    subjects: ['Psychology', 'Biology', 'Sociology', 'English'],
    tasks: [
      'I would enjoy listening to someone talk about their worries for an hour and helping them make sense of them.',
      "I would like using tests and questionnaires to understand a person's strengths, moods or learning difficulties.",
      'Helping a student manage exam anxiety with practical techniques sounds rewarding to me.',
      'I would enjoy reading research on the brain and behaviour to learn what really helps people.',
      "I would like keeping careful, private notes on each client's progress over many sessions.",
    ],
    day: [
      'I would be happy spending my day in one-to-one sessions in a quiet counselling room.',
      "I could hear about other people's painful experiences every day without carrying all of it home.",
      'I would enjoy working in a school, hospital or clinic alongside doctors, teachers and parents.',
    ],
    subjectStatements: [
      'I find Psychology topics like memory, emotions and personality fascinating.',
      'I enjoy Biology chapters on the brain and the nervous system.',
    ],
    personality: [
      'Friends often tell me that I am a good listener.',
      'I can understand how someone feels even when they do not say it directly.',
      'I stay calm and kind when someone is upset or crying.',
    ],
    values: [
      'Improving mental health and reducing the stigma around it is important to me.',
      "I am willing to study for a master's degree and practise under supervision before working on my own.",
    ],
    choice: {
      question: 'A friend has seemed very quiet and withdrawn for two weeks. What would you most likely do?',
      options: [
        'Find a quiet moment and ask how they are really doing',
        'Invite them to do something fun together',
        'Tell a teacher or the school counsellor I am worried',
        'Give them space until they are ready to talk',
      ],
    },
    reflection: 'In one or two sentences, why do you think many people in India hesitate to see a psychologist?',
  },
  {
    slug: 'journalist',
    subjects: ['English', 'Political Science', 'History', 'Sociology'],
    tasks: [
      'I would enjoy going out to report on an event and asking people what they saw.',
      'I would like checking a viral message or video to find out whether it is true or fake.',
      'Writing a news story quickly and clearly, with the most important facts first, appeals to me.',
      'I would enjoy interviewing politicians, officials or celebrities and asking them tough questions.',
      'I would like spending weeks investigating one story that someone powerful wants to hide.',
    ],
    day: [
      'I would be happy if no two working days were the same and my plans changed with the news.',
      'I could work late nights, weekends and holidays when a big story breaks.',
      'I would enjoy travelling at short notice, sometimes to difficult places, to cover a story.',
    ],
    subjectStatements: [
      'I enjoy writing in English or Hindi and like seeing my work published, even in the school magazine.',
      "I find History and Political Science interesting because they explain today's news.",
    ],
    personality: [
      'I am curious and keep asking questions until I get a real answer.',
      'I can start a conversation with strangers easily, even in a crowd.',
      'I can write to a tight deadline without panicking.',
    ],
    values: [
      'Telling people the truth, even when it is uncomfortable, matters more to me than being popular.',
      'I want a career in which I could help shape public opinion on important issues.',
    ],
    choice: {
      question: 'Which of these stories would you most like to cover?',
      options: [
        'An election rally in your state',
        'A flood and how people are coping',
        'An India cricket match',
        'A big new film release',
      ],
    },
    reflection:
      'In one or two sentences, describe a news story that made you want to know more, and what you would have asked.',
  },
  {
    slug: 'civil-services-ias',
    subjects: ['Political Science', 'History', 'Geography', 'Economics'],
    tasks: [
      'I would enjoy running a district, from law and order to its schools, hospitals and roads.',
      'I would like visiting villages to check that government schemes are really reaching people.',
      'Leading relief work during a flood or a cyclone, with hundreds of people under me, appeals to me.',
      'I would enjoy drafting policies at a ministry that affect the whole country.',
      'I would like settling disputes between groups of people fairly and calmly.',
    ],
    day: [
      'I would be happy in a job where I could be transferred to a new district every two or three years.',
      'I could handle phone calls at any hour when something goes wrong in my district.',
      'I would enjoy a day split between office files, public hearings and field visits.',
    ],
    subjectStatements: [
      'I enjoy History, Geography and Political Science and like linking them to current affairs.',
      'I read a newspaper every day and follow what the government is doing.',
    ],
    personality: [
      'I could prepare for a very difficult exam for two or three years without giving up.',
      'I can make firm decisions and take responsibility for them, even when they are unpopular.',
      'I stay calm in a crisis, and people look to me for direction.',
    ],
    values: [
      'Serving the public and improving the lives of millions matters more to me than a high salary.',
      'The respect, responsibility and security of a government service are important to me.',
    ],
    choice: {
      question: 'You are posted as the District Collector of a drought-hit district. What would you do first?',
      options: [
        'Send water tankers to the worst-hit villages',
        'Meet farmers to hear their problems',
        'Find out why earlier water projects failed',
        'Ask the state government for emergency funds',
      ],
    },
    reflection:
      'In one or two sentences, name one problem in your city or town that you would fix first if you were in charge, and how.',
  },
  {
    slug: 'graphic-designer',
    subjects: ['Fine Arts', 'Computer Science', 'English'],
    tasks: [
      'I would enjoy designing a logo that captures what a brand stands for in one simple mark.',
      'I would like choosing the fonts, colours and images for a poster, a package or a magazine cover.',
      'Designing the screens of a mobile app so they look good and are easy to use appeals to me.',
      "I would enjoy turning a client's rough idea into several design options to choose from.",
      'I would like reworking a design again and again until every detail feels right.',
    ],
    day: [
      'I would be happy spending most of my day at a computer, in tools like Figma, Photoshop and Illustrator.',
      'I could handle clients who change their minds and ask for many revisions.',
      'I would enjoy working in a creative studio, or as a freelancer from home.',
    ],
    subjectStatements: [
      'Art is one of my favourite subjects, and I often sketch or doodle in my free time.',
      'I enjoy using computers for creative work, such as editing photos or making posters.',
    ],
    personality: [
      'I notice good and bad design around me, from shop signboards to app screens.',
      'I can take feedback on my work without feeling hurt and use it to improve.',
      'I have lots of ideas and enjoy coming up with many versions of the same thing.',
    ],
    values: [
      'I want a career in which I can express my creativity every day.',
      'Building a portfolio in my own style matters more to me than a fixed office routine.',
    ],
    choice: {
      question: 'A friend is opening a small café. What would you most like to design for it?',
      options: ['The logo and signboard', 'The menu card', 'Its Instagram posts', 'The wall art and colours inside'],
    },
    reflection:
      'In one or two sentences, describe a logo, poster or app design you really like, and what makes it good.',
    questionsIn: 'Career Personality',
  },
  {
    slug: 'teacher',
    subjects: ['English', 'Psychology', 'Sociology', 'History'],
    tasks: [
      'I would enjoy explaining a difficult topic in different ways until every student in the class understands it.',
      'Planning lessons with activities, stories and examples that keep students interested appeals to me.',
      "I would like checking students' notebooks and tests and writing comments that help them improve.",
      'I would enjoy guiding a student who is struggling and watching them slowly gain confidence.',
      'I would like organising school events such as science fairs, annual days and sports meets.',
    ],
    day: [
      'I would be happy standing and speaking in front of a class of forty students for several periods a day.',
      "I could spend my evenings correcting papers and planning the next day's lessons.",
      'I would enjoy a working day full of energy, noise and questions from young people.',
    ],
    subjectStatements: [
      'There is at least one subject I enjoy so much that I could happily teach it to others.',
      'I often help classmates understand topics they find hard.',
    ],
    personality: [
      'I stay patient when someone takes a long time to understand something.',
      "I can hold a group's attention and keep order without shouting.",
      'I enjoy spending time with children and teenagers.',
    ],
    values: [
      'Shaping the future of young people matters more to me than earning a very high salary.',
      'Regular school hours and long vacations are an attractive part of a job for me.',
    ],
    choice: {
      question: 'A student keeps disturbing your lesson. What would you try first?',
      options: [
        'Talk to them privately to find out why',
        'Give them a responsibility in class',
        'Move them to the front row',
        'Inform their parents',
      ],
    },
    reflection: 'In one or two sentences, describe a teacher who made a difference to you, and what they did.',
  },
  {
    slug: 'hotel-manager',
    subjects: ['Business Studies', 'Home Science', 'English', 'Economics'],
    tasks: [
      'I would enjoy making sure every guest has a comfortable stay, from check-in to check-out.',
      "I would like handling an angry guest's complaint calmly and turning it into a good experience.",
      'Drawing up staff rosters for the front desk, kitchen and housekeeping appeals to me.',
      'I would enjoy planning offers and events that fill the rooms during the off-season.',
      "I would like checking every day that rooms, restaurants and kitchens meet the hotel's standards.",
    ],
    day: [
      'I would be happy working in shifts, including nights, weekends and the festival season when hotels are busiest.',
      'I would enjoy being on my feet and moving around the hotel for most of the day.',
      'I could move to work in a new city or even abroad, at a resort or on a cruise ship.',
    ],
    subjectStatements: [
      'I find Home Science topics like food, nutrition and hygiene interesting.',
      'I enjoy Business Studies chapters on management and on serving customers.',
    ],
    personality: [
      'I enjoy meeting new people from different places and cultures.',
      'I keep smiling and stay polite even when I am tired.',
      'I notice small details, like a crooked picture or a dusty table, that others miss.',
    ],
    values: [
      'Making people feel welcome and cared for gives me real satisfaction.',
      'A career that could take me to work in different cities and countries excites me.',
    ],
    choice: {
      question: 'A family arrives at your hotel, but their booked room is not ready yet. What would you do?',
      options: [
        'Offer them snacks and drinks in the lounge while they wait',
        'Upgrade them to a better room that is ready',
        'Apologise and give them an exact time',
        'Ask housekeeping to hurry up',
      ],
    },
    reflection: 'In one or two sentences, describe a time a hotel, restaurant or shop made you feel really welcome.',
  },
  {
    slug: 'social-worker',
    subjects: ['Sociology', 'Psychology', 'Political Science', 'Economics'],
    tasks: [
      'I would enjoy visiting families in slums or villages to understand the problems they face.',
      'I would like helping families apply for ration cards, pensions, scholarships and other government schemes.',
      'Running awareness sessions on health, education or child rights in a community appeals to me.',
      'I would enjoy working with a child who has dropped out of school to help them go back.',
      'I would like keeping records of each case and following up until the problem is solved.',
    ],
    day: [
      'I would be happy spending most of my day out in the community rather than in an office.',
      'I could work in difficult surroundings, such as slums, remote villages or relief camps.',
      "I would enjoy working with NGOs, officials, doctors and the police to solve one family's problem.",
    ],
    subjectStatements: [
      'I enjoy Sociology topics like caste, gender, poverty and how communities change.',
      'I find Political Science interesting when it deals with rights and government welfare.',
    ],
    personality: [
      'I feel strongly when I see injustice and want to do something about it.',
      'I can talk with people from very different backgrounds without judging them.',
      'I keep going when progress is slow and results take years to show.',
    ],
    values: [
      "Making a real difference to people's lives matters more to me than a high income.",
      "I would like to work on causes like child rights, women's safety or rural health.",
    ],
    choice: {
      question: 'Which cause would you most like to work for?',
      options: [
        'Education for girls',
        'Care for elderly people who live alone',
        'Children forced to work',
        'Mental health in villages',
      ],
    },
    reflection: 'In one or two sentences, describe a problem in your neighbourhood that you would like to help solve.',
    questionsIn: 'Career Personality',
  },
  {
    slug: 'archaeologist',
    subjects: ['History', 'Geography', 'Chemistry', 'Fine Arts'],
    tasks: [
      'I would enjoy digging carefully at an ancient site, brushing the soil away from pottery or coins.',
      'I would like studying old objects to work out how people lived thousands of years ago.',
      'Drawing, photographing and recording every find, and exactly where it lay, appeals to me.',
      'I would enjoy reading old inscriptions and comparing them with other sources.',
      'I would like writing reports about what a site tells us about the past.',
    ],
    day: [
      'I would be happy spending weeks at a dig in the hot sun, far from city comforts.',
      'I would enjoy spending the rest of the year in a museum, library or lab studying the finds.',
      'I could do slow, careful work where a whole day may turn up only a few small finds.',
    ],
    subjectStatements: [
      'History is my favourite subject, especially ancient India and the Harappan civilisation.',
      'I like Geography topics like rocks, soils and landforms.',
    ],
    personality: [
      'I am very patient and enjoy slow, painstaking work.',
      'I love visiting forts, temples, museums and old monuments.',
      'I enjoy solving mysteries from a few small clues.',
    ],
    values: [
      "Protecting India's heritage for future generations matters a lot to me.",
      'I care more about doing work I love than about earning a high salary.',
    ],
    choice: {
      question: 'Which of these places would you most like to explore?',
      options: [
        'The Harappan city of Dholavira',
        'The caves of Ajanta and Ellora',
        'The ruins of Hampi',
        'The sunken city off Dwarka',
      ],
    },
    reflection:
      'In one or two sentences, what would you most like to find out about how people lived in India long ago?',
  },
  {
    slug: 'translator-interpreter',
    subjects: ['English', 'Foreign Language', 'Hindi', 'Sociology'],
    tasks: [
      'I would enjoy translating a book or a website into another language while keeping its meaning and tone.',
      'I would like interpreting at a business meeting so that people from two countries understand each other.',
      'Finding the right words in another language for an idiom or a joke sounds like a fun challenge to me.',
      'I would enjoy subtitling films and web series for viewers who speak other languages.',
      'I would like translating legal or medical documents, where every word must be exact.',
    ],
    day: [
      'I would be happy spending long hours alone at a desk with dictionaries and translation tools.',
      'I could listen and speak at the same time, for an hour or more, while interpreting live.',
      'I would enjoy working as a freelancer for clients in different countries and time zones.',
    ],
    subjectStatements: [
      'I enjoy learning languages, and I am good at grammar and vocabulary.',
      'I like reading stories and poems in more than one language.',
    ],
    personality: [
      'I notice how the same thing can be said in many different ways.',
      'I am curious about other countries, their cultures and how people live there.',
      'I can concentrate deeply for long periods without getting distracted.',
    ],
    values: [
      'Helping people from different cultures understand each other matters to me.',
      'The freedom to work from home and choose my own projects is important to me.',
    ],
    choice: {
      question: 'Which foreign language would you most like to learn, or learn better?',
      options: ['Japanese', 'German', 'French', 'Spanish'],
    },
    reflection:
      'In one or two sentences, describe a word or phrase in your own language that is hard to translate, and why.',
    questionsIn: 'Career Personality',
  },
  {
    slug: 'public-relations-specialist',
    subjects: ['English', 'Business Studies', 'Psychology', 'Sociology'],
    tasks: [
      "I would enjoy writing press releases that get journalists interested in a company's news.",
      'I would like planning how a company should respond when it is criticised on social media.',
      'Building friendly relationships with journalists, influencers and event organisers appeals to me.',
      "I would enjoy preparing a company's leaders for interviews and public speeches.",
      'I would like organising product launches and press conferences.',
    ],
    day: [
      'I would be happy with a working day full of calls, messages, meetings and events.',
      'I could handle a crisis that breaks late at night and needs a public statement by morning.',
      'I would enjoy attending launches, media events and parties as part of my work.',
    ],
    subjectStatements: [
      'I enjoy English classes, especially writing, speeches and debates.',
      'I find Psychology interesting when it explains how people form opinions.',
    ],
    personality: [
      'I make friends easily and keep in touch with many people.',
      'I can stay calm and think clearly when something goes wrong in public.',
      'I can persuade people to see things from my point of view.',
    ],
    values: [
      'Building and protecting the good name of a person or a company sounds meaningful to me.',
      'A fast-moving career full of people and events excites me more than a quiet desk job.',
    ],
    choice: {
      question: 'A famous brand is being criticised online for a faulty product. What should it do first?',
      options: [
        'Apologise publicly and promise a fix',
        'Explain what went wrong and why',
        'Offer refunds to affected customers',
        'Wait for the story to die down',
      ],
    },
    reflection: 'In one or two sentences, describe a person or brand whose public image you admire, and why.',
  },
];
