import { faker } from '@faker-js/faker';
import { DEFAULT_RESPONSE_RATE, DEFAULT_RESPONSE_TIME } from '@rentspace/core/profiles/constants';
import type { Database } from '../client.ts';
import { hashPassword } from '../passwords.ts';
import { profiles, users } from '../schema/index.ts';

export type UserInsert = typeof users.$inferInsert;
export type ProfileInsert = typeof profiles.$inferInsert;
export type ProfileRow = typeof profiles.$inferSelect;

/** The password of every user a factory creates unless a test gives another. */
export const DEFAULT_TEST_PASSWORD = 'correct-horse-battery-staple';

const hashes = new Map<string, Promise<string>>();

/** An argon2id hash of the password, computed once per process: hashing is slow on purpose. */
export function passwordHash(password: string): Promise<string> {
  let hash = hashes.get(password);
  if (!hash) {
    hash = hashPassword(password);
    hashes.set(password, hash);
  }
  return hash;
}

/** Account values (id and a unique lowercased e-mail) without the password hash. */
export function buildUser(overrides: Partial<Omit<UserInsert, 'encrypted_password'>> = {}) {
  const local = faker.internet
    .username()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '.');
  const suffix = faker.string.alphanumeric({ length: 6, casing: 'lower' });
  return {
    id: faker.string.uuid(),
    email: `${local}.${suffix}@example.test`,
    email_confirmed_at: new Date(),
    ...overrides,
  };
}

/** Profile values for a user: a name, the default response figures, not an admin. */
export function buildProfile(id: string, overrides: Partial<ProfileInsert> = {}): ProfileInsert {
  return {
    id,
    full_name: `${faker.person.firstName()} ${faker.person.lastName()}`,
    response_rate: DEFAULT_RESPONSE_RATE,
    response_time: DEFAULT_RESPONSE_TIME,
    location: faker.location.city(),
    is_admin: false,
    ...overrides,
  };
}

export interface CreateUserOptions extends Partial<Omit<UserInsert, 'encrypted_password'>> {
  /** Plain-text password; DEFAULT_TEST_PASSWORD when omitted. */
  password?: string;
  profile?: Partial<ProfileInsert>;
}

export interface CreatedUser {
  id: string;
  email: string;
  /** The plain-text password, so a test can sign in. */
  password: string;
  profile: ProfileRow;
}

/** Inserts a user and their profile. */
export async function createUser(
  db: Database,
  options: CreateUserOptions = {},
): Promise<CreatedUser> {
  const { password = DEFAULT_TEST_PASSWORD, profile: profileOverrides, ...userOverrides } = options;
  const values = buildUser(userOverrides);
  const encrypted_password = await passwordHash(password);
  await db.insert(users).values({ ...values, encrypted_password });
  const [profile] = await db
    .insert(profiles)
    .values(buildProfile(values.id, profileOverrides))
    .returning();
  return { id: values.id, email: values.email, password, profile: profile as ProfileRow };
}
