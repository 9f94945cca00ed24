import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ResetPasswordSchema, type ResetPassword } from '@rentspace/core/auth/schemas';
import { ACCOUNT_TEXT } from '@rentspace/core/auth/messages';
import { Button } from '~/components/ui/button';
import { TextField } from '~/components/ui/field';
import { ErrorMessage } from '~/components/ui/states';
import { AccountError, finishReset } from './api';

/** The page a reset link opens, once the link is spent: the new password, typed twice. */
export function ResetPasswordForm({ email, onDone }: { email: string; onDone(): void }) {
  const form = useForm<ResetPassword>({
    resolver: zodResolver(ResetPasswordSchema),
    defaultValues: { password: '', confirm: '' },
  });
  const [failure, setFailure] = useState<string | null>(null);
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ password }) => {
    setFailure(null);
    try {
      await finishReset(password);
      onDone();
    } catch (error) {
      const code = error instanceof AccountError ? error.code : undefined;
      if (code === 'weak_password' || code === 'same_password')
        form.setError('password', { message: (error as Error).message });
      else if (code === 'reauthentication_needed') setFailure(ACCOUNT_TEXT.resetLinkInvalid);
      else setFailure(error instanceof Error ? error.message : 'An error occurred');
    }
  });

  return (
    <form
      onSubmit={submit}
      noValidate
      className="mx-auto max-w-md space-y-4 rounded-2xl border border-line p-6 sm:p-8"
    >
      <h1 className="text-2xl font-semibold">{ACCOUNT_TEXT.newPasswordTitle}</h1>
      <p className="break-all text-muted">{email}</p>
      <input type="email" value={email} autoComplete="username" hidden readOnly />
      <TextField
        label={ACCOUNT_TEXT.newPassword}
        error={errors.password?.message}
        type="password"
        autoComplete="new-password"
        {...form.register('password')}
      />
      <TextField
        label={ACCOUNT_TEXT.confirmPassword}
        error={errors.confirm?.message}
        type="password"
        autoComplete="new-password"
        {...form.register('confirm')}
      />
      {failure && <ErrorMessage>{failure}</ErrorMessage>}
      <Button type="submit" className="w-full" pending={isSubmitting}>
        {ACCOUNT_TEXT.saveNewPassword}
      </Button>
    </form>
  );
}
