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

/**
 * The question behind the sign-in dialog's "Admin account" label: is this typed address one of
 * the configured ones? Only the server knows them (docs/product/accounts-and-sessions.md#sign-in-dialog).
 */
export const AdminLabelQuerySchema = z.object({ email: EmailSchema });
export type AdminLabelQuery = z.infer<typeof AdminLabelQuerySchema>;
