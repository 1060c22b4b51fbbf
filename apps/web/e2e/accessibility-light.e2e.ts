import { describeAccessibility } from './accessibility.ts';

describeAccessibility('light');
