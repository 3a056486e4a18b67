import { artsContent } from './arts.js';
import { commerceContent } from './commerce.js';
import { independentContent } from './independent.js';
import { scienceContent } from './science.js';
import type { CareerContentData } from './types.js';

/** The assessment content of the 44 demo careers (data/careers.ts), by field. */
export const demoCareerContent: CareerContentData[] = [
  ...scienceContent,
  ...commerceContent,
  ...artsContent,
  ...independentContent,
];
