import { CLASSES, GENDERS, INDIAN_STATE_NAMES } from '@app/contracts';

const capitalise = (s: string) => s[0]!.toUpperCase() + s.slice(1);

export const GENDER_OPTIONS = GENDERS.map((g) => ({ value: g, label: capitalise(g) }));
export const CLASS_OPTIONS = CLASSES.map((c) => ({ value: c, label: c === 'other' ? 'Other' : `Class ${c}` }));

/** The 28 states and 8 union territories of India (libs/contracts, with their GST codes). */
export const INDIAN_STATES = INDIAN_STATE_NAMES.map((s) => ({ value: s, label: s }));
