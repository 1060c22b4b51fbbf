import { describeAccessibility } from './accessibility.ts';

describeAccessibility('dark');
