/**
 * Demo learner reviews of the "Career Counselling Business Certification" course,
 * shown on the /career-counsellor page. Ratings are 3.5-5 in quarter steps.
 */

export interface SeedReview {
  name: string;
  text: string;
  rating: number;
}

export const seedReviews: SeedReview[] = [
  {
    name: 'Anjali Sharma',
    text: 'I have taught Biology for twelve years and students always came to me with career questions. This course gave me a proper framework and the confidence to charge for sessions. I now counsel about ten families a month on weekends.',
    rating: 5,
  },
  {
    name: 'Rahul Mehta',
    text: 'Coming from HR, I knew hiring but not how a class 10 student should choose a stream. The modules on psychometric assessments and stream selection were exactly what I needed.',
    rating: 4.75,
  },
  {
    name: 'Priya Nair',
    text: 'Very practical course. The mock counselling sessions with feedback helped me far more than the theory videos.',
    rating: 4.5,
  },
  {
    name: 'Suresh Iyer',
    text: 'Good content on entrance exams and colleges, but some videos felt long and could be edited tighter. Still worth it for the business-setup module.',
    rating: 4,
  },
  {
    name: 'Farah Khan',
    text: 'As a clinical psychologist I was sceptical, but the course respects the line between counselling and therapy and teaches you when to refer. Well designed.',
    rating: 4.75,
  },
  {
    name: 'Vikram Singh Rathore',
    text: 'I run a coaching centre in Jaipur and added career counselling as a service after this course. Parents trust us more now and enrolments went up.',
    rating: 5,
  },
  {
    name: 'Meenakshi Sundaram',
    text: 'The course material is detailed and the report templates save a lot of time. I wish there was more content in Tamil for parents who are not comfortable in English.',
    rating: 4.25,
  },
  {
    name: 'Arjun Kapoor',
    text: 'Clear, structured and up to date on CUET and the new exam patterns. The live doubt sessions were the highlight for me.',
    rating: 4.75,
  },
  {
    name: 'Neha Gupta',
    text: 'I am a mother of two teenagers and took this course to guide my own children. I ended up starting a small practice in my society. Life-changing in a quiet way.',
    rating: 5,
  },
  {
    name: 'Sandeep Kulkarni',
    text: 'Solid course overall. The marketing module was a bit generic; I had to figure out local outreach in Pune on my own.',
    rating: 3.75,
  },
  {
    name: 'Kavita Reddy',
    text: 'The section on counselling students with learning difficulties was sensitive and useful. I use those techniques every week at my school.',
    rating: 4.5,
  },
  {
    name: 'Mohammed Irfan',
    text: 'Good value for the price. Certification process was smooth and the assessment was fair, not just a formality.',
    rating: 4.25,
  },
  {
    name: 'Deepika Joshi',
    text: 'I was a school counsellor already but had no idea how to run it as a business. Pricing, packages and client follow-ups are now sorted thanks to this course.',
    rating: 4.75,
  },
  {
    name: 'Aditya Banerjee',
    text: 'The careers library is huge and well organised. Some salary figures could be updated more often, but the mentors were quick to clarify in the forum.',
    rating: 4,
  },
  {
    name: 'Pooja Deshpande',
    text: 'Loved the role-plays. Handling a parent who insists on engineering when the child wants design is something I now feel ready for.',
    rating: 5,
  },
  {
    name: 'Harpreet Kaur',
    text: 'Retired bank manager here. I wanted meaningful work after retirement and this course gave me exactly that. The pace was comfortable for someone my age.',
    rating: 4.75,
  },
  {
    name: 'Ramesh Choudhary',
    text: 'Decent course. The platform app logged me out a few times during the final test, which was stressful, though support resolved it the same day.',
    rating: 3.5,
  },
  {
    name: 'Sneha Pillai',
    text: 'The psychometric test interpretation module is excellent. I finally understand what aptitude and interest scores actually mean for a student.',
    rating: 4.5,
  },
  {
    name: 'Amit Verma',
    text: 'I work in corporate L&D and took this to switch careers. Within three months of certification I had my first paying clients through school tie-ups.',
    rating: 5,
  },
  {
    name: 'Lakshmi Venkatesh',
    text: 'Comprehensive coverage of streams after class 10 and 12. A few more case studies from smaller towns would make it even better.',
    rating: 4.25,
  },
  {
    name: 'Nikhil Agarwal',
    text: 'The business certification part is what sets this apart from other courses. Templates for proposals to schools were very handy.',
    rating: 4.5,
  },
  {
    name: 'Shabnam Qureshi',
    text: 'I teach English in a government school in Lucknow. The course helped me guide first-generation learners who have nobody else to ask about careers.',
    rating: 5,
  },
  {
    name: 'Gaurav Malhotra',
    text: 'Useful, but I expected more depth on international admissions such as SAT and UK applications. Indian entrance exam coverage is excellent though.',
    rating: 3.75,
  },
  {
    name: 'Divya Menon',
    text: 'Well paced with short videos I could finish after my shifts. The mentor feedback on my recorded session was honest and specific.',
    rating: 4.75,
  },
  {
    name: 'Rajesh Patil',
    text: 'I am an HR manager and now volunteer as a career counsellor at my old school. The course gave me a structure instead of just sharing my own story.',
    rating: 4.5,
  },
  {
    name: 'Ananya Bose',
    text: 'Great course for psychology graduates who want to specialise. Clear guidance on ethics and on what not to promise parents.',
    rating: 4.75,
  },
  {
    name: 'Karthik Raghavan',
    text: 'Good material, slightly heavy on theory in the first two weeks. It gets much better once the practical sessions begin.',
    rating: 4,
  },
  {
    name: 'Sunita Yadav',
    text: 'I run a tuition centre in Indore. Adding counselling sessions before board exams has made parents much more involved. Very happy.',
    rating: 4.75,
  },
  {
    name: 'Manish Tiwari',
    text: 'The certificate carries weight when I approach schools. The course team also shared a sample MoU, which was a nice touch.',
    rating: 4.5,
  },
  {
    name: 'Ritu Saxena',
    text: 'Honest review: the content is good, but the community forum could be more active. I learnt a lot from the few peers who did post regularly.',
    rating: 3.75,
  },
  {
    name: 'Siddharth Jain',
    text: 'Clear explanations of lesser-known careers like actuarial science, UX design and forensic science. My students are surprised by how many options exist.',
    rating: 5,
  },
  {
    name: 'Fatima Sheikh',
    text: 'As a special educator I appreciated the inclusive approach. The modules on neurodiverse students should be compulsory for every counsellor.',
    rating: 4.75,
  },
  {
    name: 'Prakash Hegde',
    text: 'A good starting point. I would have liked a longer supervised practicum before getting certified.',
    rating: 4,
  },
  {
    name: 'Swati Mishra',
    text: 'I was a stay-at-home mother for eight years. This course helped me restart my career with something I truly enjoy. The mentors were encouraging throughout.',
    rating: 5,
  },
  {
    name: 'Abhishek Pandey',
    text: 'Content on government jobs and exams like UPSC, SSC and banking was very thorough. Useful for counselling students from tier-2 cities.',
    rating: 4.5,
  },
  {
    name: 'Geeta Krishnan',
    text: 'Well structured, but a few quizzes had questions that were not covered in the videos. Otherwise a solid, useful course.',
    rating: 3.75,
  },
  {
    name: 'Tanvir Ahmed',
    text: 'I run a small education consultancy in Guwahati. The business module on pricing and packaging services paid for the course within a month.',
    rating: 4.75,
  },
  {
    name: 'Bhavna Thakkar',
    text: 'Practical and warm in tone. The parent communication scripts helped me handle tough conversations about marks and expectations.',
    rating: 4.5,
  },
  {
    name: 'Vivek Chauhan',
    text: 'Good course. I expected more on online counselling tools and video-session etiquette, but the core counselling content is strong.',
    rating: 4,
  },
  {
    name: 'Shreya Ghosh',
    text: 'Finished the course while working full time as a school coordinator. The weekend live sessions made it possible. Recommended.',
    rating: 4.75,
  },
  {
    name: 'Naveen Reddy',
    text: 'Worth it for teachers. The sample career reports alone are a great resource to show parents.',
    rating: 4.25,
  },
  {
    name: 'Pallavi Kulkarni',
    text: 'Excellent trainers who clearly have counselled hundreds of students. Their real examples made the concepts stick.',
    rating: 5,
  },
  {
    name: 'Sanjay Dubey',
    text: 'Course is good but the certificate took longer to arrive than promised. Content-wise I have no complaints.',
    rating: 3.5,
  },
  {
    name: 'Ayesha Siddiqui',
    text: 'I am an MA Psychology student and this gave me a clear career path. I now intern with a school counselling cell.',
    rating: 4.75,
  },
  {
    name: 'Rohit Bhatia',
    text: 'As a father, I took this to stop guessing about my son’s options. It helped me listen more and push less. Our conversations are better now.',
    rating: 5,
  },
  {
    name: 'Jyoti Rawat',
    text: 'Loved the focus on skills and interests over marks. The stream-selection worksheets are simple enough for class 9 students.',
    rating: 4.5,
  },
  {
    name: 'Ashok Nambiar',
    text: 'Useful for HR professionals moving into coaching. A little repetitive in places, but the assessments are well thought out.',
    rating: 4,
  },
  {
    name: 'Madhuri Patwardhan',
    text: 'The business setup checklist, from registration to a simple website, was very clear. I launched my practice in Nagpur within weeks of finishing.',
    rating: 4.75,
  },
  {
    name: 'Imran Shaikh',
    text: 'Good coverage of new-age careers like data science, content creation and game design. Students relate to these immediately.',
    rating: 4.25,
  },
  {
    name: 'Rekha Sinha',
    text: 'I have been a PGT for twenty years and still learnt a lot. The module on counselling anxious board-exam students was especially valuable.',
    rating: 5,
  },
  {
    name: 'Varun Khanna',
    text: 'Fair course for the price. The business section could include more on digital marketing for counsellors, but the essentials are there.',
    rating: 3.75,
  },
  {
    name: 'Nandini Rao',
    text: 'The mentors reviewed my first three real sessions and gave detailed notes. That support made a big difference to my confidence.',
    rating: 4.75,
  },
  {
    name: 'Yogesh Sawant',
    text: 'Straightforward and practical. I counsel students in Marathi and English and the frameworks work well in both.',
    rating: 4.5,
  },
  {
    name: 'Simran Arora',
    text: 'A well-rounded certification. I would suggest adding more material on counselling students who want to study abroad.',
    rating: 4,
  },
  {
    name: 'Debashish Mukherjee',
    text: 'Transitioned from 15 years in corporate HR to full-time career counselling. This course gave me the structure, tools and credibility to do it.',
    rating: 5,
  },
];
