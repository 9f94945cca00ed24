/**
 * Test factories in the Epic Stack's style: `build*` returns insert values made with faker,
 * `create*` inserts them. Every value can be overridden. The demo seed uses the same functions,
 * with faker seeded, so its data is the same on every run.
 */
export { faker } from '@faker-js/faker';
export * from './factories/users.ts';
export * from './factories/spaces.ts';
export * from './factories/bookings.ts';
export * from './factories/reviews.ts';
