import { INDIAN_STATES, SCHOOL_BOARD_LABELS, SCHOOL_BOARDS } from '@app/contracts';

/** The boards as the selects offer them: the stored value, its full name. */
export const BOARD_CHOICES = SCHOOL_BOARDS.map((id) => ({ id, name: SCHOOL_BOARD_LABELS[id] }));

/** The states and union territories of India, by name (what is stored). */
export const STATE_CHOICES = INDIAN_STATES.map(({ name }) => ({ id: name, name }));
