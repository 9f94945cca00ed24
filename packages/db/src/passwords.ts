import { hash, verify } from '@node-rs/argon2';

// OWASP's argon2id parameters (m=19 MiB, t=2, p=1).
const OPTIONS = {
  algorithm: 2 /* Argon2id; the enum is an ambient const enum */,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(encoded: string, password: string): Promise<boolean> {
  try {
    return await verify(encoded, password);
  } catch {
    return false;
  }
}

let dummy: Promise<string> | undefined;

/**
 * Verifies against a throwaway hash, so an unknown e-mail costs the same time as a wrong password.
 */
export async function burnPasswordCheck(password: string): Promise<void> {
  dummy ??= hashPassword('not-a-real-password-only-for-timing');
  await verifyPassword(await dummy, password);
}
