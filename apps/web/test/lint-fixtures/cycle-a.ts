// A deliberate import cycle (with cycle-b.ts) that boundaries.test.ts lints: `npm run lint` skips
// this folder, the test shows the cycle rule fails on it.
import { second } from './cycle-b';

export const first = (): string => `first, then ${second()}`;
