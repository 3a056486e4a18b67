import { describeAccessibility } from './a11y-support';

describeAccessibility('1280 px', 'desk');
