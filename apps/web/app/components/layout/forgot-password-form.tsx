import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { RecoverSchema, type Recover } from '@rentspace/core/auth/schemas';
import { ACCOUNT_TEXT } from '@rentspace/core/auth/messages';
import { useAuth } from '~/lib/auth/auth-context';
import { TextField } from '~/components/ui/field';
import { Button } from '~/components/ui/button';
import { ErrorMessage } from '~/components/ui/states';

/**
 * "Forgot password?" in the sign-in dialog. Whatever the address, the answer is the same, so the
 * form tells nobody who has an account (docs/product/accounts-and-sessions.md#forgotten-password).
 */
export function ForgotPasswordForm({
  initialEmail,
  onBack,
}: {
  initialEmail: string;
  onBack(): void;
}) {
  const { requestPasswordReset } = useAuth();
  const form = useForm<Recover>({
    resolver: zodResolver(RecoverSchema),
    defaultValues: { email: initialEmail },
  });
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ email }) => {
    setError(null);
    setSent(false);
    try {
      await requestPasswordReset(email);
      setSent(true);
    } catch (caught) {
      setError(caught instanceof Error && caught.message ? caught.message : 'An error occurred');
    }
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <p className="text-sm text-muted">{ACCOUNT_TEXT.resetIntro}</p>
      <TextField
        label="Email"
        error={errors.email?.message}
        type="email"
        autoComplete="email"
        required
        {...form.register('email')}
      />
      {error && <ErrorMessage>{error}</ErrorMessage>}
      {sent && (
        <p role="status" className="rounded-xl bg-brand-50 px-4 py-3 text-sm text-brand-800">
          {ACCOUNT_TEXT.resetSent}
        </p>
      )}
      <Button type="submit" className="w-full" pending={isSubmitting}>
        {ACCOUNT_TEXT.sendResetLink}
      </Button>
      <p className="text-center text-sm">
        <button
          type="button"
          onClick={onBack}
          className="min-h-11 font-medium text-brand-700 underline-offset-4 hover:underline"
        >
          {ACCOUNT_TEXT.backToSignIn}
        </button>
      </p>
    </form>
  );
}
