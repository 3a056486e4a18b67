import { describeAccessibility } from './a11y-support';

describeAccessibility('375 px, a phone', 'phone');
