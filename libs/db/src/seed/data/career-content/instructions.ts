import { STANDARD_INSTRUCTIONS } from '@app/contracts';

/** The two wordings of the instructions (contracts holds them: the console starts a new assessment from one). */
export const INSTRUCTIONS = STANDARD_INSTRUCTIONS;
