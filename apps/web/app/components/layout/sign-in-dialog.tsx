import { zodResolver } from '@hookform/resolvers/zod';
import { CredentialsSchema, type Credentials } from '@rentspace/core/auth/schemas';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useAuth } from '~/lib/auth/auth-context';
import { useAdminLabel } from '~/lib/auth/admin-label';
import { Dialog } from '~/components/ui/dialog';
import { Field, Input } from '~/components/ui/field';
import { Button } from '~/components/ui/button';
import { ErrorMessage } from '~/components/ui/states';
import { ACCOUNT_TEXT } from '@rentspace/core/auth/messages';
import { ForgotPasswordForm } from './forgot-password-form';

type Mode = 'signIn' | 'signUp' | 'recover';

/** The dialog's error text: the error's message, or 'An error occurred' (docs/product/accounts-and-sessions.md#sign-in-dialog). */
export function authErrorText(error: unknown): string {
  return error instanceof Error && error.message ? error.message : 'An error occurred';
}

/** GoTrue's error code, when the error has one. */
const errorCode = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;

const checkEmail = (address: string) =>
  `Check your email: we have sent instructions to ${address}.`;

const TITLES: Record<Mode, string> = {
  signIn: 'Sign In',
  signUp: 'Create an Account',
  recover: ACCOUNT_TEXT.resetTitle,
};

export function SignInDialog() {
  const { dialog, signIn, signUp, resendConfirmation } = useAuth();
  const [mode, setMode] = useState<Mode>('signIn');
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  // The address whose sign-in waits for its confirmation link, which can be sent again.
  const [unconfirmed, setUnconfirmed] = useState<string | null>(null);
  const [resending, setResending] = useState(false);
  const form = useForm<Credentials>({
    resolver: zodResolver(CredentialsSchema),
    defaultValues: { email: '', password: '' },
  });
  const email = useWatch({ control: form.control, name: 'email' });
  const adminLabel = useAdminLabel(email);
  // Every opening starts on Sign In with an empty form, however the last one ended.
  const [wasOpen, setWasOpen] = useState(dialog.open);
  if (dialog.open !== wasOpen) {
    setWasOpen(dialog.open);
    if (dialog.open) {
      setMode('signIn');
      setError(null);
      setNotice(null);
      setUnconfirmed(null);
    }
  }
  const { errors, isSubmitting } = form.formState;

  const onOpenChange = (open: boolean) => {
    dialog.setOpen(open);
    if (!open) {
      form.reset();
      setError(null);
      setNotice(null);
      setUnconfirmed(null);
    }
  };

  const submit = form.handleSubmit(async ({ email: address, password }) => {
    setError(null);
    setNotice(null);
    setUnconfirmed(null);
    try {
      if (mode === 'signIn') {
        await signIn(address, password);
      } else if (!(await signUp(address, password))) {
        setNotice(checkEmail(address));
        return;
      }
      form.reset();
    } catch (caught) {
      setError(authErrorText(caught));
      if (errorCode(caught) === 'email_not_confirmed') setUnconfirmed(address);
    }
  });

  const resend = async () => {
    if (!unconfirmed) return;
    setResending(true);
    try {
      await resendConfirmation(unconfirmed);
      setError(null);
      setNotice(checkEmail(unconfirmed));
      setUnconfirmed(null);
    } catch (caught) {
      setError(authErrorText(caught));
    } finally {
      setResending(false);
    }
  };

  const switchTo = (next: Mode) => {
    setMode(next);
    setError(null);
    setNotice(null);
    setUnconfirmed(null);
  };

  return (
    <Dialog open={dialog.open} onOpenChange={onOpenChange} title={TITLES[mode]}>
      {mode === 'recover' ? (
        <ForgotPasswordForm initialEmail={email} onBack={() => switchTo('signIn')} />
      ) : (
        <form onSubmit={submit} noValidate className="space-y-4">
          <Field
            label="Email"
            error={errors.email?.message}
            hint={
              adminLabel ? (
                <span className="font-medium text-brand-700">Admin account</span>
              ) : undefined
            }
          >
            {({ id, describedBy, invalid }) => (
              <Input
                id={id}
                type="email"
                autoComplete="email"
                required
                aria-invalid={invalid || undefined}
                aria-describedby={describedBy}
                {...form.register('email')}
              />
            )}
          </Field>
          <Field label="Password" error={errors.password?.message}>
            {({ id, describedBy, invalid }) => (
              <Input
                id={id}
                type="password"
                autoComplete={mode === 'signIn' ? 'current-password' : 'new-password'}
                required
                aria-invalid={invalid || undefined}
                aria-describedby={describedBy}
                {...form.register('password')}
              />
            )}
          </Field>
          {mode === 'signIn' && (
            <p className="-mt-2 text-right text-sm">
              <button
                type="button"
                onClick={() => switchTo('recover')}
                className="min-h-11 font-medium text-brand-700 underline-offset-4 hover:underline"
              >
                {ACCOUNT_TEXT.forgotPassword}
              </button>
            </p>
          )}
          {error && <ErrorMessage>{error}</ErrorMessage>}
          {unconfirmed && (
            <Button
              variant="secondary"
              className="w-full"
              pending={resending}
              onClick={() => void resend()}
            >
              Send the link again
            </Button>
          )}
          {notice && (
            <p role="status" className="rounded-xl bg-brand-50 px-4 py-3 text-sm text-brand-800">
              {notice}
            </p>
          )}
          <Button type="submit" className="w-full" pending={isSubmitting}>
            {mode === 'signIn' ? 'Sign In' : 'Create Account'}
          </Button>
          <p className="text-center text-sm text-muted">
            {mode === 'signIn' ? "Don't have an account?" : 'Already have an account?'}{' '}
            <button
              type="button"
              onClick={() => switchTo(mode === 'signIn' ? 'signUp' : 'signIn')}
              className="min-h-11 font-medium text-brand-700 underline-offset-4 hover:underline"
            >
              {mode === 'signIn' ? 'Sign up' : 'Sign in'}
            </button>
          </p>
        </form>
      )}
    </Dialog>
  );
}
