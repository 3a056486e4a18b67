import type { Band } from './scoring.js';

/** The five section kinds of an assessment (spec section 9), whatever the singular or plural of their names. */
export const SECTION_KINDS = ['task', 'day', 'subject', 'personality', 'value'] as const;
export type SectionKind = (typeof SECTION_KINDS)[number];

/** 'Career Tasks' -> 'task', 'Career Personalities' -> 'personality'; undefined for any other name. */
export function sectionKind(name: string): SectionKind | undefined {
  const words = name.trim().toLowerCase().replace(/\s+/g, ' ');
  const match = /^career (task|day|subject|personalit(?:y|ie)|value)s?$/.exec(words);
  if (!match) return undefined;
  return (match[1].startsWith('personalit') ? 'personality' : match[1]) as SectionKind;
}

/**
 * The remark under each section of the report, per section kind and band: what the score says, and what the
 * student can do next. Fixed copy, written for students of classes 9 to 12 and read by their parents too.
 */
export const SECTION_REMARKS: Record<SectionKind, Record<Band, string>> = {
  task: {
    HIGH: 'You enjoy the everyday tasks of this career. The work people in it do day after day suits the way you like to work.',
    MODERATE:
      'Some of the tasks of this career appeal to you and some do not. Try a few of them for real, in a project or a workshop, to see which side wins.',
    LOW: 'The everyday tasks of this career do not appeal to you much yet. Look at careers in the same field whose work is done differently.',
  },
  day: {
    HIGH: 'A typical working day in this career looks like a day you would enjoy: its pace, places and people suit you.',
    MODERATE:
      'Parts of a working day in this career suit you. Talk to someone who works in it to find out how the rest of the day really feels.',
    LOW: 'A typical day in this career is quite unlike the day you would choose. Think about which parts put you off before deciding.',
  },
  subject: {
    HIGH: 'You like the school subjects this career builds on. Keep them strong in classes 11 and 12: they are your way in.',
    MODERATE:
      'You like some of the subjects this career needs and find others less interesting. Give extra time to the ones you enjoy least.',
    LOW: 'The subjects this career builds on are not your favourites today. Choose your stream with care if you still want to aim for it.',
  },
  personality: {
    HIGH: 'Your personality fits this career well. The qualities it asks for are ones you already show.',
    MODERATE:
      'Your personality fits this career in some ways. The qualities you do not show yet can grow with practice, clubs and projects.',
    LOW: 'This career asks for qualities that do not come naturally to you now. That can change, but careers that suit your nature may reward you sooner.',
  },
  value: {
    HIGH: 'What matters to you in work, such as purpose, rewards and way of life, is what this career offers.',
    MODERATE:
      'This career offers some of what you value in work, but not all. Weigh what you would gain against what you would give up.',
    LOW: 'What you value in work and what this career offers are far apart. A career closer to your values is likely to keep you happier.',
  },
};

/** The remark for a section's band; sections named otherwise get the overall wording of the band. */
export function sectionRemark(name: string, band: Band, fallback: Record<Band, string>): string {
  const kind = sectionKind(name);
  return kind ? SECTION_REMARKS[kind][band] : fallback[band];
}
