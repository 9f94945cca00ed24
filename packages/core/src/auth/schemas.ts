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

/** A new password: the same rule as at sign-up (docs/product/accounts-and-sessions.md#passwords). */
export const NewPasswordSchema = z
  .string()
  .min(MIN_PASSWORD_LENGTH, `Password should be at least ${MIN_PASSWORD_LENGTH} characters.`)
  .max(MAX_PASSWORD_LENGTH, `Password cannot be longer than ${MAX_PASSWORD_LENGTH} characters`);

/** "Forgot password?": the address to send the link to. */
export const RecoverSchema = z.object({ email: EmailSchema });
export type Recover = z.infer<typeof RecoverSchema>;

/** The page a reset link opens: the new password, typed twice. */
export const ResetPasswordSchema = z
  .object({ password: NewPasswordSchema, confirm: z.string() })
  .refine((values) => values.password === values.confirm, {
    message: 'The passwords do not match',
    path: ['confirm'],
  });
export type ResetPassword = z.infer<typeof ResetPasswordSchema>;

/** Changing the password in the Account section: the current one proves it is the owner. */
export const ChangePasswordSchema = z.object({
  current_password: z.string().min(1, 'Enter your current password').max(MAX_PASSWORD_LENGTH),
  password: NewPasswordSchema,
});
export type ChangePassword = z.infer<typeof ChangePasswordSchema>;

/** Changing the e-mail address: confirmed by a link sent to the new one. */
export const ChangeEmailSchema = z.object({ email: EmailSchema });
export type ChangeEmail = z.infer<typeof ChangeEmailSchema>;
