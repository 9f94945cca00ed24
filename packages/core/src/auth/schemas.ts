import '../zod-config.ts';
import { z } from 'zod';

/** Passwords shorter than this are refused with weak_password. */
export const MIN_PASSWORD_LENGTH = 8;
/** argon2 has no silent truncation, but an upper bound keeps hashing cheap. */
export const MAX_PASSWORD_LENGTH = 256;

export const EmailSchema = z
  .string()
  .trim()
  .min(1, 'Email is required')
  .max(254)
  .pipe(z.email('Please enter a valid email address'))
  .transform((email) => email.toLowerCase());

/**
 * The sign-in and sign-up form: email and password, both required
 * (docs/product/accounts-and-sessions.md#sign-in-dialog).
 */
export const CredentialsSchema = z.object({
  email: EmailSchema,
  password: z.string().min(1, 'Password is required').max(MAX_PASSWORD_LENGTH),
});
export type Credentials = z.infer<typeof CredentialsSchema>;

/** Reasons a password is too weak, in GoTrue's vocabulary. Empty when it is acceptable. */
export function weakPasswordReasons(password: string): string[] {
  return password.length < MIN_PASSWORD_LENGTH ? ['length'] : [];
}

/** True when the typed address is one of the configured admin addresses (a label only). */
export function isAdminAddress(email: string, adminAddresses: readonly string[]): boolean {
  const typed = email.trim().toLowerCase();
  return typed.length > 0 && adminAddresses.some((address) => address.toLowerCase() === typed);
}
