// The other half of the deliberate cycle in cycle-a.ts.
import { first } from './cycle-a';

export const second = (): string => (first.length > 0 ? 'second' : '');
