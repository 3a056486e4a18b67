import type { InstructionsContent } from '@app/contracts';

/**
 * The instructions shown before an assessment starts (spec section 4: tick the box, Start Career, confirm).
 * The same rules hold for every career, so there are two wordings, one numbered and one bulleted; each career
 * gets one of them.
 */
export const INSTRUCTIONS: readonly InstructionsContent[] = [
  {
    heading: 'Before you start your career assessment',
    instructions_type: 'numeric',
    content: [
      'Sit somewhere quiet with a steady internet connection and keep headphones handy. The assessment takes about 15 minutes and is best done in one sitting.',
      'It has five sections: Career Tasks, Career Day, Career Subjects, Career Personality and Career Values. Each one opens with a short video, which starts on its own after a 5-second countdown.',
      'After each video you will read statements about yourself. Rate each one from Strongly disagree to Strongly Agree, choose your rating and press Next.',
      'Every statement has its own timer; the clock changes colour when 20 and then 10 seconds are left. If time runs out, a short pause follows and the test moves on, and an unrated statement scores nothing.',
      'One section also asks you to pick an option and to write a sentence or two. These answers are not scored, but they appear in your report for you and your counsellor.',
      'There are no right or wrong answers. Answer for who you are today, not for what you think a parent or teacher would like to hear.',
      'Do not press Back or refresh the page during the test: going back ends the assessment, your answers are lost and the career has to be bought again to retake it.',
    ],
  },
  {
    heading: 'How this career assessment works',
    instructions_type: 'bullets',
    content: [
      'Find a quiet place where no one will interrupt you for about 15 minutes, and use headphones if others are around.',
      'The test moves through five sections, from the work itself to the values behind it. A short video introduces each section and plays by itself after a 5-second countdown.',
      'Rate each statement on a five-point scale: Strongly disagree, Disagree, Neutral, Agree or Strongly Agree. Go with your first honest reaction.',
      'Watch the timer on each statement: it turns amber at 20 seconds and red at 10. When it runs out the test pauses for a moment and moves on, and that statement scores zero.',
      'Near the end of one section you will choose one option and write a short answer. They are not scored; they help your counsellor understand your choices.',
      'Stay on the page until the last question. Using the Back button ends the test, loses your answers and means buying the career again to retake it.',
    ],
  },
];
