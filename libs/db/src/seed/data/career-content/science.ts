import type { CareerContentData } from './types.js';

/** Assessment content of the Science careers. */
export const scienceContent: CareerContentData[] = [
  {
    slug: 'doctor-mbbs',
    subjects: ['Biology', 'Chemistry', 'Physics', 'English'],
    tasks: [
      'I would enjoy listening to a patient describe their symptoms and working out what could be causing them.',
      'I could examine patients with my own hands, from checking a pulse to pressing a swollen belly, without feeling squeamish.',
      "I would like reading blood reports and X-rays and deciding what they mean for a patient's treatment.",
      'I would be comfortable explaining a diagnosis and a treatment plan to a worried family in simple words.',
      'I would want to keep learning about new medicines and treatment guidelines long after I finish my degree.',
    ],
    day: [
      'I could work a 24-hour emergency duty and still stay focused when a serious case arrives at 3 am.',
      'I would be fine spending most of my day on my feet, moving between wards, the outpatient clinic and the emergency room.',
      'I would not mind working on festivals and weekends, because hospitals never close.',
    ],
    subjectStatements: [
      'I enjoy Biology chapters on the human body, such as digestion, circulation and the nervous system.',
      'I am willing to spend hours learning long lists of terms, like bones, muscles and drug names, until I know them well.',
    ],
    personality: [
      'I stay calm and think clearly when someone around me is hurt or panicking.',
      'People often come to me with their problems because I listen patiently without judging them.',
      'I can keep working towards a goal that is more than ten years away, as medical training demands.',
    ],
    values: [
      "Easing someone's pain matters more to me than how much I earn in a year.",
      'I would accept years of study and modest early pay in exchange for a respected career later.',
    ],
    choice: {
      question: 'A classmate suddenly faints during the morning assembly. What are you most likely to do?',
      options: [
        'Rush over, check that they are breathing and call a teacher',
        'Keep the crowd back so they get air and space',
        'Fetch water and the first-aid kit',
        'Stay where I am and let the adults handle it',
      ],
    },
    reflection:
      'In one or two sentences, describe a time you looked after someone who was ill or injured. How did it make you feel?',
    questionsIn: 'Career Personality',
  },
  {
    slug: 'computer-science-engineer',
    subjects: ['Mathematics', 'Computer Science', 'Physics', 'English'],
    tasks: [
      'I would enjoy writing code for hours to build an app or website that people actually use.',
      'Hunting down why a program crashes, line by line, sounds like a satisfying puzzle to me.',
      'I would like breaking a big problem, such as a food delivery app, into small parts that a team can build one by one.',
      "I would enjoy reading other people's code and suggesting ways to make it faster or cleaner.",
      'I want to design systems that keep working smoothly when millions of people use them at the same moment.',
    ],
    day: [
      'I would be happy spending most of my working day at a computer, with a few short team meetings in between.',
      'I could stay calm if a bug appears in a live app late in the evening and must be fixed before morning.',
      "I would enjoy working in a team where everyone reviews and comments on each other's work every day.",
    ],
    subjectStatements: [
      'I enjoy Computer Science classes, especially when we write programs and see them run.',
      'I like Mathematics topics that need step-by-step logic, such as sets, sequences and probability.',
    ],
    personality: [
      'When something does not work, I keep trying different ideas until I find one that does.',
      'I enjoy teaching myself new things from online tutorials and documentation without waiting for a teacher.',
      'I notice small details, like a missing bracket or a wrong sign, that others often overlook.',
    ],
    values: [
      'I would like to build products that millions of people use every day, even if they never know my name.',
      'I am excited by a career where the tools change every few years and I have to keep learning.',
    ],
    choice: {
      question: 'You have a free Sunday. Which of these would you most like to do?',
      options: [
        'Build a small game or website of my own',
        'Take part in an online coding contest',
        'Take apart an old gadget to see how it works',
        'Read about how apps like UPI or Google Maps work',
      ],
    },
    reflection:
      'In one or two sentences, describe an app or website you use that you would like to improve, and how you would improve it.',
  },
  {
    slug: 'mechanical-engineer',
    subjects: ['Physics', 'Mathematics', 'Chemistry'],
    tasks: [
      'I would enjoy designing a machine part on a computer and then watching it being made in a workshop.',
      'Working out why an engine is overheating or a machine is vibrating sounds interesting to me.',
      'I would like testing a product, such as a car brake or a water pump, until I am sure it will not fail.',
      'I would enjoy calculating forces and stresses to decide how thick a steel shaft or beam must be.',
      'I would like improving a factory line so it makes more parts with less waste and less power.',
    ],
    day: [
      'I would be comfortable spending part of my day on a noisy factory floor in safety shoes and a helmet.',
      'I would enjoy moving between a desk with design software and the shop floor where machines are running.',
      'I could work rotating shifts at a plant, including some nights, when production needs it.',
    ],
    subjectStatements: [
      'I enjoy Physics topics like motion, force, energy and heat, and like solving numerical problems on them.',
      'I like drawing neat diagrams and imagining how a 3D object looks from different sides.',
    ],
    personality: [
      'As a child I liked opening up toys, bicycles or appliances to see how they worked inside.',
      'I stay patient when a practical task has to be tried again and again before it works.',
      'I think about safety first and would never cut a corner that could hurt someone.',
    ],
    values: [
      'I would feel proud to see cars, machines or appliances that I helped design in use all around me.',
      'I want a career with steady jobs in many industries, from automobiles to power plants to space.',
    ],
    choice: {
      question: "Your family's ceiling fan has started making a grinding noise. What would you most like to do?",
      options: [
        'Switch it off and try to find what is rubbing inside',
        'Watch a video that explains how a fan motor works',
        'Call an electrician and watch closely while they fix it',
        'Leave it to someone else; it is not really my thing',
      ],
    },
    reflection:
      'In one or two sentences, name a machine you admire (a motorbike, a metro train, a tractor or anything else) and say what you find clever about it.',
    questionsIn: 'Career Personality',
  },
  {
    slug: 'civil-engineer',
    subjects: ['Physics', 'Mathematics', 'Chemistry', 'Geography'],
    tasks: [
      'I would enjoy planning how a bridge, flyover or building will carry its load safely for fifty years.',
      'I would like visiting a construction site to check that the concrete, steel and brickwork match the drawings.',
      'I would enjoy surveying land and deciding where a road, drain or water pipeline should run.',
      'Working out the cost and timeline of a project, down to the number of cement bags, appeals to me.',
      'I would like finding ways to make buildings stand up better to earthquakes and floods.',
    ],
    day: [
      'I would enjoy spending much of my day outdoors on a site, in the heat of summer and in the monsoon.',
      'I could manage a team of contractors, supervisors and workers and keep them on schedule.',
      'I would not mind being posted in a small town or remote area for a few years while a project is built.',
    ],
    subjectStatements: [
      'I enjoy geometry, trigonometry and mensuration, such as finding the area and volume of shapes.',
      'I find Geography interesting when it explains soil, rivers, rainfall and how land is shaped.',
    ],
    personality: [
      'I like seeing a plan through from the first drawing to the finished thing, even if it takes years.',
      'I can speak firmly but politely to people older than me when something is being done wrong.',
      'I stay organised when many things happen at once, like deliveries, workers and deadlines.',
    ],
    values: [
      'Building the roads, water supply and housing that a whole town depends on would give me real satisfaction.',
      'I would value a secure job, such as in a public works department, over a risky high-paying one.',
    ],
    choice: {
      question: 'Your city is planning one new project. Which would you most like to work on?',
      options: [
        'A metro line under the busiest road',
        'A bridge across a wide river',
        'A drainage system that stops streets flooding',
        'A low-cost housing colony',
      ],
    },
    reflection:
      'In one or two sentences, describe a road, building or bridge near you that you think was badly planned, and what you would change.',
  },
  {
    slug: 'electronics-engineer',
    subjects: ['Physics', 'Mathematics', 'Computer Science', 'Chemistry'],
    tasks: [
      'I would enjoy designing the circuit board of a device like a smartwatch or a Wi-Fi router.',
      'I would like soldering components and using a multimeter to find out why a circuit is not working.',
      'I would enjoy writing small programs that run on the chips inside washing machines, cars or drones.',
      'Studying how mobile signals travel from a tower to a phone sounds fascinating to me.',
      'I would like testing a chip design on a simulator again and again before it is manufactured.',
    ],
    day: [
      'I would be happy spending long stretches in a lab with oscilloscopes, circuit boards and test equipment.',
      'I would enjoy working with a team spread across countries, with video calls across time zones.',
      'I could travel to telecom towers or factory lines when a network or production fault needs fixing.',
    ],
    subjectStatements: [
      'I enjoy Physics chapters on electricity, magnetism and semiconductors more than most other topics.',
      'I like Mathematics that solves real circuits, such as equations, graphs and complex numbers.',
    ],
    personality: [
      'I am curious about what is inside gadgets like phones, remotes and chargers.',
      'I can concentrate on a tiny, fiddly task, like tracing a thin wire on a board, for a long time.',
      'I enjoy hands-on experiments more than only reading about how things work.',
    ],
    values: [
      'I would be proud to help India design and make its own chips and phones instead of importing them.',
      'I want to work on technology that connects people, like mobile networks and the internet.',
    ],
    choice: {
      question: 'Which of these school science projects would you pick?',
      options: [
        'A light that switches itself on when it gets dark',
        'A small robot car controlled from a phone',
        'A home-made FM radio',
        'A poster on the history of the mobile phone',
      ],
    },
    reflection: 'In one or two sentences, name a gadget you would like to invent and say what problem it would solve.',
    questionsIn: 'Career Personality',
  },
  {
    slug: 'data-scientist',
    subjects: ['Mathematics', 'Computer Science', 'Economics'],
    tasks: [
      'I would enjoy spending hours finding patterns in large tables of numbers.',
      'I would like building a model that predicts something useful, such as which customers might stop using an app.',
      'I would enjoy cleaning messy data, fixing spelling mistakes and missing values, before analysing it.',
      'Turning numbers into clear charts that a manager can understand in a minute appeals to me.',
      'I would like testing whether a change, such as a new button on a website, really made more people buy.',
    ],
    day: [
      'I would be happy working at a laptop most of the day, writing code in Python and SQL.',
      'I would enjoy presenting my findings to business teams who are not experts in statistics.',
      'I could handle a day when a model I built gives wrong answers and I have to find out why, fast.',
    ],
    subjectStatements: [
      'I enjoy statistics and probability chapters, like mean, median, standard deviation and chance.',
      'I like using spreadsheets or simple programs to sort, count and compare data.',
    ],
    personality: [
      'I question numbers I see in the news and want to know where they came from.',
      'I enjoy explaining a complicated idea in simple words to someone who does not know it.',
      'I can sit with a problem that has no clear answer and keep exploring until something useful appears.',
    ],
    values: [
      'I want my work to help people make decisions based on evidence instead of guesswork.',
      'A well-paid career in a fast-growing field such as artificial intelligence is very important to me.',
    ],
    choice: {
      question: 'Your school canteen wants to waste less food. What would you do first?',
      options: [
        'Record what is sold each day and look for patterns',
        'Ask students what they like to eat',
        'Suggest a shorter menu',
        'Find out what other schools do',
      ],
    },
    reflection:
      'In one or two sentences, describe a question about your school, your city or a sport that you would like to answer using data.',
  },
  {
    slug: 'pharmacist',
    subjects: ['Chemistry', 'Biology', 'Physics', 'Mathematics'],
    tasks: [
      "I would enjoy checking a doctor's prescription to make sure the medicines and doses are safe together.",
      'Explaining to a patient how and when to take a medicine, and which side effects to watch for, appeals to me.',
      'I would like testing batches of tablets in a lab to make sure each one holds the right amount of medicine.',
      'I would enjoy learning how a medicine travels through the body and how it acts once it gets there.',
      'I would like keeping careful records of every medicine that is stocked, sold and past its expiry date.',
    ],
    day: [
      'I would be comfortable standing behind a pharmacy counter and serving a steady queue of patients.',
      'I would be fine working in a medicine factory or lab where the rules on cleanliness are very strict.',
      'I could work evening or night shifts at a hospital pharmacy that is open round the clock.',
    ],
    subjectStatements: [
      'I enjoy Chemistry, especially organic chemistry, where we learn how compounds are built and how they react.',
      'I find Biology chapters on diseases and how the body fights them interesting.',
    ],
    personality: [
      'I double-check my work, because I know a small mistake can have serious results.',
      'I am patient with people who ask the same question more than once.',
      'I follow rules and procedures exactly, even when no one is watching.',
    ],
    values: [
      'I would like a healthcare career in which I help patients without performing surgery.',
      'Opening my own pharmacy one day is an attractive goal for me.',
    ],
    choice: {
      question: 'Where would you most like to work as a pharmacist?',
      options: [
        'A busy hospital pharmacy',
        'A research lab developing new medicines',
        'My own chemist shop in my town',
        'A drug regulator that checks medicines are safe',
      ],
    },
    reflection: 'In one or two sentences, what do you think people most often get wrong about taking medicines?',
  },
  {
    slug: 'biotechnologist',
    subjects: ['Biology', 'Chemistry', 'Mathematics', 'Physics'],
    tasks: [
      'I would enjoy extracting DNA from cells and studying what it contains.',
      'I would like growing bacteria or cells in a lab to make useful products such as insulin or vaccines.',
      'Designing an experiment, running it and recording every result carefully sounds satisfying to me.',
      'I would enjoy developing crop varieties that survive drought or resist pests.',
      'I would like reading research papers to find out what other scientists have already discovered.',
    ],
    day: [
      'I would be happy spending most of my day in a lab coat and gloves, working at a bench.',
      'I would not mind if an experiment takes weeks and has to be restarted when something goes wrong.',
      'I could go into the lab on a weekend to check on cultures that cannot wait until Monday.',
    ],
    subjectStatements: [
      'I enjoy Biology chapters on cells, genetics and heredity more than most others.',
      'I like doing practicals in the Chemistry and Biology labs and writing up what I observed.',
    ],
    personality: [
      'I am curious about how living things work at the smallest level, inside a single cell.',
      'I stay patient and hopeful when an experiment fails several times in a row.',
      'I like working quietly and carefully with my hands on delicate tasks.',
    ],
    values: [
      'I want my work to lead to discoveries such as new vaccines, medicines or better crops.',
      "I am willing to study for a master's degree or a PhD to work at the frontier of science.",
    ],
    choice: {
      question: 'Which of these problems would you most like to work on?',
      options: [
        'A vaccine for a disease that still has none',
        'A rice variety that needs much less water',
        'Bacteria that can break down plastic waste',
        'A quick, cheap test that detects cancer early',
      ],
    },
    reflection:
      'In one or two sentences, describe a science experiment you have done or seen that you found really interesting, and why.',
    questionsIn: 'Career Personality',
  },
  {
    slug: 'architect',
    subjects: ['Mathematics', 'Physics', 'Fine Arts'],
    tasks: [
      'I would enjoy sketching ideas for a house, a school or a museum and turning them into detailed drawings.',
      'I would like making scale models of buildings, out of card and wood or in 3D software.',
      'Planning how sunlight, air and people will move through a building appeals to me.',
      'I would enjoy meeting a client to understand how they want to live or work, and designing around it.',
      'I would like visiting a site to check that the building is coming up the way I designed it.',
    ],
    day: [
      'I would be fine working late nights in a studio to finish drawings before a deadline.',
      'I would enjoy splitting my day between a design studio and a building site.',
      'I could stay positive when a client asks me to change a design I worked hard on.',
    ],
    subjectStatements: [
      'I enjoy drawing and art classes, and I like sketching buildings, streets or rooms.',
      'I like geometry, especially shapes, angles and working out areas and volumes.',
    ],
    personality: [
      'I notice the buildings and spaces around me and think about how they could be better.',
      'I can take criticism of my creative work and use it to improve.',
      'I like combining creativity with practical limits, such as budgets and safety rules.',
    ],
    values: [
      'I want to create places that people will use and enjoy for decades.',
      'Designing buildings that use less energy and water is important to me.',
    ],
    choice: {
      question: 'If you could design one building, which would it be?',
      options: [
        'A school where students love spending time',
        'A home that stays cool without an air conditioner',
        'A museum of Indian history',
        'A tall glass office tower',
      ],
    },
    reflection: 'In one or two sentences, describe a building or public space you love and what makes it special.',
  },
  {
    slug: 'dentist',
    subjects: ['Biology', 'Chemistry', 'Physics', 'English'],
    tasks: [
      "I would enjoy examining a patient's teeth and gums to find early signs of decay or disease.",
      'Doing precise work inside a small space, like filling a cavity or fitting a crown, appeals to me.',
      'I would like reading dental X-rays to plan a root canal treatment or an extraction.',
      'I would enjoy teaching children and adults how to brush, floss and look after their teeth.',
      'I would like planning braces that slowly move crooked teeth into place over many months.',
    ],
    day: [
      "I would be comfortable spending the day beside a dental chair, working close to patients' faces.",
      'I would enjoy running my own clinic, including managing staff, appointments and equipment.',
      'I could calm down a frightened child who is crying before treatment.',
    ],
    subjectStatements: [
      'I enjoy Biology chapters about the human body and like drawing labelled diagrams.',
      'I do well in practical lab work where steady hands and accuracy matter.',
    ],
    personality: [
      'I have steady hands and enjoy fine, detailed work like drawing, craft or model-making.',
      'I can stay gentle and reassuring with someone who is scared or in pain.',
      'I keep my things neat and clean and like working in an organised space.',
    ],
    values: [
      'I want a medical career with more regular working hours than a hospital doctor usually has.',
      'Helping people smile with confidence again would make my work feel worthwhile.',
    ],
    choice: {
      question: 'Which part of dentistry sounds most interesting to you?',
      options: [
        'Straightening teeth with braces',
        'Treating children in a clinic of their own',
        'Surgery of the jaw and face',
        'Running free dental camps in villages',
      ],
    },
    reflection: 'In one or two sentences, how would you help a patient who is very scared of visiting the dentist?',
  },
  {
    slug: 'aerospace-engineer',
    subjects: ['Physics', 'Mathematics', 'Chemistry', 'Computer Science'],
    tasks: [
      'I would enjoy using computer simulations to study how air flows over an aircraft wing.',
      'I would like designing parts of a rocket or satellite that must survive extreme heat and cold.',
      'Calculating the fuel, weight and thrust a space mission needs sounds exciting to me.',
      'I would enjoy inspecting an aircraft engine, part by part, to make sure it is safe to fly.',
      'I would like working on drones that deliver medicines or map farmland.',
    ],
    day: [
      'I would be happy working at a research centre such as ISRO, HAL or DRDO, often far from big cities.',
      'I would enjoy long test days in hangars, wind tunnels or at launch sites.',
      'I could work through strict checklists where every step must be signed off and recorded.',
    ],
    subjectStatements: [
      'I enjoy Physics chapters on motion, gravitation and fluids, and solving tough numericals on them.',
      'I like challenging Mathematics, such as calculus and vectors, because it lets me solve real problems.',
    ],
    personality: [
      'I love reading about space missions like Chandrayaan and Mangalyaan.',
      'I can work with extreme care on something where a tiny error could be a disaster.',
      "I enjoy being part of a large team where each person's piece must fit perfectly.",
    ],
    values: [
      'I would be proud to work on missions that put India on the world map in space and defence.',
      'I care more about working on exciting technology than about living in a big city.',
    ],
    choice: {
      question: 'Which would you most like to help build?',
      options: [
        'A rocket that carries astronauts',
        'A fighter jet for the Air Force',
        'A fuel-efficient passenger plane',
        'A drone that delivers medicines to villages',
      ],
    },
    reflection: 'In one or two sentences, which space or flight mission would you like to be part of, and why?',
    questionsIn: 'Career Personality',
  },
];
