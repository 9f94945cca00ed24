/** The password of every demo account (and of every other seeded user). */
export const DEMO_PASSWORD = 'rentspace-demo';

/** Sign-in details for trying the demo; the README and the journeys read them from here. */
export const DEMO_ACCOUNTS = {
  guest: { email: 'guest@rentspace.test', password: DEMO_PASSWORD, fullName: 'Maya Chen' },
  host: { email: 'host@rentspace.test', password: DEMO_PASSWORD, fullName: 'Daniel Brooks' },
  admin: { email: 'admin@rentspace.test', password: DEMO_PASSWORD, fullName: 'Alex Morgan' },
} as const;

export type DemoRole = keyof typeof DEMO_ACCOUNTS;
