import type { CareerContentData } from './types.js';

/** Assessment content of the Commerce careers. */
export const commerceContent: CareerContentData[] = [
  {
    slug: 'chartered-accountant',
    subjects: ['Accountancy', 'Business Studies', 'Economics', 'Mathematics', 'English'],
    tasks: [
      "I would enjoy going through a company's books to check that every entry is backed by a bill or a bank record.",
      'Preparing income tax and GST returns for businesses and families sounds like work I would like.',
      'I would like spotting an unusual entry in a set of accounts and finding out whether it is an error or a fraud.',
      'I would enjoy advising a business owner on how to save tax legally and plan for growth.',
      'I would like turning a whole year of transactions into a balance sheet and a profit and loss statement.',
    ],
    day: [
      'I could work late for weeks during audit and tax-filing season, when deadlines cannot move.',
      "I would be happy travelling to clients' offices and factories to audit their accounts on site.",
      'I would enjoy a working day spent mostly with spreadsheets, ledgers and accounting software.',
    ],
    subjectStatements: [
      'Accountancy is one of my favourite subjects, and I enjoy making a trial balance tally.',
      'I find Business Studies and Economics interesting, especially how companies make and lose money.',
    ],
    personality: [
      'I can prepare for exams that many people fail, and keep trying until I clear them.',
      'I stay honest even when bending a rule would be easier or would please someone important.',
      'I enjoy careful, detailed work and rarely make careless mistakes with numbers.',
    ],
    values: [
      'The respect that comes with the letters CA after my name matters a lot to me.',
      'I would like a career that lets me start my own practice one day and be my own boss.',
    ],
    choice: {
      question:
        'A shopkeeper you know says his shop is always busy, yet he never has money left. What would you do first?',
      options: [
        'Ask to see his sales and expense records',
        'Check what he pays his suppliers and staff',
        'Suggest he raise his prices',
        'Tell him to ask a bank for a loan',
      ],
    },
    reflection:
      'In one or two sentences, why do you think every business, however small, needs someone who understands its accounts?',
  },
  {
    slug: 'company-secretary',
    subjects: ['Business Studies', 'Legal Studies', 'Accountancy', 'Economics', 'English'],
    tasks: [
      'I would enjoy making sure a company follows every rule of the Companies Act and of SEBI.',
      'Drafting the notices, agendas and minutes of board meetings sounds like work I would do well.',
      "I would like filing a company's annual returns with the Registrar of Companies on time, every time.",
      'I would enjoy advising directors on what the law allows before they take a big decision.',
      'I would like handling the paperwork when a company raises money, merges or lists on the stock exchange.',
    ],
    day: [
      'I would be comfortable working in a corporate office and sitting in meetings with senior directors.',
      'I could spend a day checking legal documents line by line for errors and missing details.',
      "I would not mind long days around a company's annual general meeting or its quarterly results.",
    ],
    subjectStatements: [
      'I enjoy Business Studies chapters on how companies are formed, owned and managed.',
      'I like reading laws and rules and working out exactly what each clause means.',
    ],
    personality: [
      'I keep track of dates and deadlines without anyone having to remind me.',
      'I write clearly and formally, and I enjoy drafting letters and reports.',
      'I can keep confidential information to myself even when others are curious.',
    ],
    values: [
      'I want to be the trusted adviser that the leaders of a company rely on.',
      'A stable corporate career with steady growth suits me better than a risky one.',
    ],
    choice: {
      question: 'You have just joined a school club. Which role would you choose?',
      options: [
        'Secretary, who keeps the records and minutes',
        'Treasurer, who looks after the money',
        'President, who leads the club',
        'A member who helps out at events',
      ],
    },
    reflection: 'In one or two sentences, why do you think large companies need strict rules about how they are run?',
    questionsIn: 'Career Personality',
  },
  {
    slug: 'cost-accountant',
    subjects: ['Accountancy', 'Mathematics', 'Economics', 'Business Studies'],
    tasks: [
      'I would enjoy working out exactly what it costs a factory to make one packet of biscuits or one car.',
      'I would like finding where a company wastes money, such as on raw material, power or idle machines.',
      'Preparing budgets and comparing them each month with what was actually spent appeals to me.',
      'I would enjoy helping managers decide whether to make a part themselves or buy it from a supplier.',
      'I would like setting the price of a product so that it covers its costs and still sells well.',
    ],
    day: [
      'I would be happy working inside a manufacturing company, between the accounts office and the shop floor.',
      'I would enjoy meetings where managers ask me what a decision will cost before they take it.',
      'I could spend a day matching the stock records with what is actually lying in the store.',
    ],
    subjectStatements: [
      'I enjoy Accountancy problems that need calculation, such as ratios and cost sheets.',
      'I find Economics topics like production, costs and revenue easy to follow.',
    ],
    personality: [
      'I like finding smarter ways of doing things that save time or money.',
      'I think practically and look for what will work in real life, not only on paper.',
      'I like comparing options with numbers before making a choice.',
    ],
    values: [
      'I would like a respected professional qualification that I can study for while I work.',
      'Helping Indian manufacturing become more efficient and competitive matters to me.',
    ],
    choice: {
      question: 'Your family feels the electricity bill is far too high. What would you do?',
      options: [
        'Read the meter every day to see when we use the most',
        'List every appliance and how long it runs',
        "Compare our bill with the neighbours' bills",
        'Ask everyone to switch off lights and fans',
      ],
    },
    reflection:
      'In one or two sentences, describe something at home or at school that wastes money, and how you would fix it.',
  },
  {
    slug: 'investment-banker',
    subjects: ['Economics', 'Mathematics', 'Accountancy', 'Business Studies', 'English'],
    tasks: [
      'I would enjoy building a spreadsheet model to work out what a company is really worth.',
      'Helping a startup raise money from investors, or a company list on the stock market, sounds exciting to me.',
      'I would like studying two companies to decide whether merging them makes sense.',
      "I would enjoy preparing sharp presentations that persuade a company's founders to accept a deal.",
      'I would like following the markets and the news every day to see how they affect my clients.',
    ],
    day: [
      'I could work 12 to 14 hours a day for weeks when a big deal is close to closing.',
      'I would enjoy a fast, high-pressure office in Mumbai where decisions are worth hundreds of crores.',
      'I would be happy meeting senior business leaders and travelling to pitch to clients.',
    ],
    subjectStatements: [
      'I enjoy Economics chapters on money, banking and how markets work.',
      'I am comfortable with Mathematics and can do calculations quickly and accurately.',
    ],
    personality: [
      'I am competitive and like being judged on my results.',
      'I can present my ideas confidently to people far more senior than me.',
      'I keep working accurately even when I am tired and under pressure.',
    ],
    values: [
      'Earning a very high salary early in my career is one of my main goals.',
      'I would give up much of my free time for the chance to work on the biggest deals in the country.',
    ],
    choice: {
      question: 'A relative receives ₹1 lakh as a gift. What would you advise them to do with it?',
      options: [
        'Invest it in a mix of shares and mutual funds',
        'Put it in a fixed deposit',
        'Use it to start a small business',
        'Spend it on something they have always wanted',
      ],
    },
    reflection: 'In one or two sentences, name a company you admire and explain why you think it has grown so big.',
    questionsIn: 'Career Personality',
  },
  {
    slug: 'actuary',
    subjects: ['Mathematics', 'Economics', 'Computer Science'],
    tasks: [
      'I would enjoy using probability to estimate how many people in a group might fall ill or have an accident next year.',
      'I would like working out what premium an insurance company should charge so it can pay every claim.',
      'Checking whether a pension fund will have enough money to pay people for decades appeals to me.',
      'I would enjoy building statistical models in spreadsheets or code to measure financial risk.',
      'I would like explaining to managers, in plain words, how risky a new insurance policy is.',
    ],
    day: [
      'I would be happy spending most of my day at a desk, working with data and formulas.',
      'I would not mind studying for professional exams in the evenings for several years while I work.',
      'I would enjoy a calm office job with regular hours more than a job full of rushing around.',
    ],
    subjectStatements: [
      'Probability and statistics are among my favourite topics in Mathematics.',
      'I enjoy long Mathematics problems that need several careful steps to solve.',
    ],
    personality: [
      'I like thinking about what might happen in the future and planning for it.',
      'I am comfortable working alone on a hard problem for hours.',
      'I prefer careful, exact answers to rough guesses.',
    ],
    values: [
      'A rare, well-paid qualification that few people in India hold is very attractive to me.',
      'I would like my work to protect families by making sure insurers can keep their promises.',
    ],
    choice: {
      question: 'Which of these puzzles would you enjoy most?',
      options: [
        'Working out the chance of being dealt a winning hand of cards',
        'Predicting how many people will visit a mall on a Sunday',
        'Solving a Sudoku as fast as possible',
        'Guessing who will win a cricket match',
      ],
    },
    reflection:
      'In one or two sentences, describe a risk of everyday life, such as a road accident or a flood, and how people could protect themselves against it.',
  },
  {
    slug: 'economist',
    subjects: ['Economics', 'Mathematics', 'Political Science', 'Geography'],
    tasks: [
      'I would enjoy studying why the prices of things like onions or petrol rise and fall.',
      'I would like analysing survey data to understand how poverty or unemployment is changing in India.',
      'Writing a report on whether a government scheme, such as free school meals, actually works appeals to me.',
      'I would enjoy forecasting how fast the economy will grow next year.',
      'I would like advising a government or a central bank on its policy on taxes or interest rates.',
    ],
    day: [
      'I would be happy spending my days reading reports, analysing data and writing.',
      'I would enjoy debating ideas with other researchers and defending my views in meetings.',
      'I would not mind travelling to villages and towns to collect data directly from people.',
    ],
    subjectStatements: [
      'I enjoy Economics classes, especially topics like inflation, GDP and the Union Budget.',
      'I like reading about how government decisions affect the lives of ordinary people.',
    ],
    personality: [
      'I follow the news regularly and like to understand the reasons behind events.',
      'I enjoy arguing a point with evidence, even when others disagree with me.',
      'I like thinking about big questions, such as why some countries are rich and others poor.',
    ],
    values: [
      'I want my work to shape policies that affect millions of people.',
      "I am willing to study up to a master's degree or a PhD to become an expert in my field.",
    ],
    choice: {
      question: 'Which of these newspaper headlines would you read first?',
      options: [
        'Petrol prices rise for the third week running',
        'RBI keeps interest rates unchanged',
        'New scheme promises jobs for rural youth',
        'India set to become the third-largest economy',
      ],
    },
    reflection:
      'In one or two sentences, name one economic problem in India you would like to help solve, and say why.',
  },
  {
    slug: 'digital-marketer',
    subjects: ['Business Studies', 'English', 'Psychology', 'Computer Science'],
    tasks: [
      'I would enjoy planning an Instagram or YouTube campaign to launch a new product.',
      'I would like checking which ad gets more clicks and changing the next one based on what I learn.',
      'Writing catchy captions, emails and web pages that make people want to buy appeals to me.',
      'I would enjoy helping a website show up higher in Google search results.',
      'I would like deciding how to split an advertising budget across Google, Instagram and other platforms.',
    ],
    day: [
      'I would be happy spending my working day on social media platforms, dashboards and ad tools.',
      'I could keep up with trends that change every week and adjust campaigns quickly.',
      'I would enjoy brainstorming with designers, writers and video editors in a lively team.',
    ],
    subjectStatements: [
      'I enjoy Business Studies chapters on marketing, such as advertising, pricing and branding.',
      'I like writing in English, whether it is essays, stories or posts for social media.',
    ],
    personality: [
      'I notice which ads and posts catch my attention and think about why they work.',
      'I enjoy trying new ideas quickly, and I am not upset when some of them fail.',
      'I am comfortable working with creative ideas and with numbers on the same day.',
    ],
    values: [
      'I want a career where thousands of people can see my work online.',
      'Being able to work from anywhere, or to freelance for my own clients, is important to me.',
    ],
    choice: {
      question: 'A local bakery wants more customers. What would you suggest first?',
      options: [
        'An Instagram page with photos of their cakes',
        'A Google Maps listing with customer reviews',
        'Discount coupons for first-time buyers',
        'Posters in nearby schools and offices',
      ],
    },
    reflection:
      'In one or two sentences, describe an advertisement or online campaign you still remember, and why it worked on you.',
    questionsIn: 'Career Personality',
  },
  {
    slug: 'hr-manager',
    subjects: ['Business Studies', 'Psychology', 'Sociology', 'English'],
    tasks: [
      'I would enjoy interviewing candidates and choosing the right person for a job.',
      'Helping two colleagues settle a disagreement fairly sounds like work I would be good at.',
      'I would like planning training programmes that help employees learn new skills.',
      'I would enjoy designing a salary and rewards system that everyone in a company sees as fair.',
      'I would like making sure a company follows labour laws and treats every employee with respect.',
    ],
    day: [
      'I would be happy spending most of my day talking to people, in meetings, calls and interviews.',
      'I could handle a difficult day when I have to tell someone they are losing their job.',
      'I would enjoy organising events such as welcomes for new joiners, festival celebrations and team outings.',
    ],
    subjectStatements: [
      'I find Psychology interesting, especially the reasons people behave the way they do.',
      'I enjoy Business Studies chapters on staffing, directing and motivating people.',
    ],
    personality: [
      'People find it easy to talk to me and often share their problems with me.',
      'I can stay fair and neutral when my friends disagree with each other.',
      'I am good at remembering names and details about the people I meet.',
    ],
    values: [
      'I want to help build workplaces where people feel valued and happy.',
      'I would like a career that lets me work in almost any industry, from IT to hospitals.',
    ],
    choice: {
      question: 'Two friends in your group have fallen out just before a group project. What would you do?',
      options: [
        'Talk to each of them separately first',
        'Bring them together and help them talk it out',
        'Split the work so they need not work together',
        'Stay out of it',
      ],
    },
    reflection: 'In one or two sentences, what would make you happy to go to work every day?',
  },
  {
    slug: 'financial-analyst',
    subjects: ['Accountancy', 'Economics', 'Mathematics', 'Business Studies'],
    tasks: [
      "I would enjoy reading a company's annual report to judge whether it is in good financial health.",
      "I would like building spreadsheet forecasts of a company's sales and profits for the next five years.",
      "Recommending whether to buy, hold or sell a company's shares, and explaining why, appeals to me.",
      'I would enjoy comparing companies in the same industry to see which one is better managed.',
      'I would like tracking the market news each day and working out its effect on the investments I follow.',
    ],
    day: [
      'I would be happy spending the day with spreadsheets, financial data and company reports.',
      'I could work through the busy weeks when companies announce their quarterly results.',
      'I would enjoy joining calls where company managers answer questions from analysts.',
    ],
    subjectStatements: [
      'I enjoy Accountancy chapters on analysing financial statements, such as ratios and cash flow.',
      'I find Economics topics like markets, interest rates and inflation interesting.',
    ],
    personality: [
      'I like making decisions based on facts and numbers rather than on feelings.',
      'I can explain my reasoning step by step when someone questions my view.',
      'I am curious about how businesses make their money.',
    ],
    values: [
      'I want a well-paid career in finance with clear steps to grow, such as the CFA qualification.',
      'I would like to help people and companies invest their money wisely.',
    ],
    choice: {
      question: 'Which of these would you enjoy most on a weekend?',
      options: [
        'Following a few shares to see how their prices move',
        'Reading about how a famous company began',
        'Playing a business board game',
        'Managing the budget for a family trip',
      ],
    },
    reflection: 'In one or two sentences, if you had ₹10,000 to invest, where would you put it and why?',
  },
  {
    slug: 'bank-po',
    subjects: ['Mathematics', 'Economics', 'English', 'Accountancy'],
    tasks: [
      'I would enjoy helping a farmer or a small shopkeeper get a loan to grow their business.',
      'I would like checking loan applications and deciding whether a borrower can repay.',
      'Managing the cash, accounts and staff of a bank branch sounds like a job I could do well.',
      'I would enjoy explaining savings accounts, fixed deposits and government schemes to customers.',
      'I would like following up on loans that are not being repaid and working out how to recover them.',
    ],
    day: [
      'I would be happy working in a bank branch and meeting many customers every day.',
      'I would not mind being transferred to a new town or a rural branch every few years.',
      'I could keep my patience on a busy day with long queues at the counter.',
    ],
    subjectStatements: [
      'I enjoy Mathematics topics like percentages, interest and ratios, and can solve them quickly.',
      'I read English newspapers and work on improving my vocabulary and comprehension.',
    ],
    personality: [
      'I am disciplined enough to prepare for a competitive exam for a year or more.',
      'I stay polite and helpful even when someone is rude to me.',
      'I like following clear procedures and rules.',
    ],
    values: [
      'A secure job in a public sector bank, with good benefits and a pension, is very important to me.',
      'I would like to help people in small towns and villages get access to banking.',
    ],
    choice: {
      question: "Which part of a bank's work interests you most?",
      options: [
        'Giving loans to businesses and farmers',
        'Helping customers with their accounts',
        'Running the branch and leading its team',
        'Checking accounts for fraud',
      ],
    },
    reflection: 'In one or two sentences, how do you think banks can help families in villages and small towns?',
    questionsIn: 'Career Personality',
  },
  {
    slug: 'supply-chain-manager',
    subjects: ['Business Studies', 'Economics', 'Mathematics', 'Geography'],
    tasks: [
      'I would enjoy planning how goods travel from a factory to thousands of shops across India.',
      'I would like working out how much stock a warehouse should hold so that nothing runs out or goes to waste.',
      'Negotiating prices and delivery dates with suppliers and transport companies appeals to me.',
      'I would enjoy finding the fastest and cheapest routes for trucks, trains and ships.',
      'I would like solving a sudden problem, such as a delayed shipment, before customers feel it.',
    ],
    day: [
      'I would be happy spending part of my day in busy warehouses, ports or factories.',
      'I could handle dozens of calls and messages a day from drivers, suppliers and stores.',
      'I would enjoy a job where plans change at the last minute and I have to think on my feet.',
    ],
    subjectStatements: [
      'I enjoy Geography topics like transport routes, ports and where industries are located.',
      'I find Business Studies chapters on planning and controlling operations interesting.',
    ],
    personality: [
      'I am good at planning and like making schedules and checklists.',
      'I stay calm and find a way out when things do not go according to plan.',
      'I can negotiate firmly but fairly to get a good deal.',
    ],
    values: [
      'I like the idea of making sure medicines, food and goods reach people on time.',
      'A career with many openings in e-commerce, manufacturing and retail is attractive to me.',
    ],
    choice: {
      question: 'Your school is hosting a sports day for 1,000 students. Which job would you take on?',
      options: [
        'Planning the food and water supplies',
        'Arranging buses for teams from other schools',
        'Making the timetable of events',
        'Handling the budget for prizes',
      ],
    },
    reflection:
      'In one or two sentences, think of a parcel you ordered online and describe one thing that could have gone wrong on its way to you.',
  },
];
