import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ChangePasswordSchema, type ChangePassword } from '@rentspace/core/auth/schemas';
import { ACCOUNT_TEXT } from '@rentspace/core/auth/messages';
import { notify } from '~/lib/toast';
import { Button } from '~/components/ui/button';
import { TextField } from '~/components/ui/field';
import { ErrorMessage } from '~/components/ui/states';
import { AccountError, changePassword } from './api';

/** Changing the password needs the current one; the other sessions are signed out after it. */
export function PasswordSettings({ onChanged }: { onChanged(): void }) {
  const form = useForm<ChangePassword>({
    resolver: zodResolver(ChangePasswordSchema),
    defaultValues: { current_password: '', password: '' },
  });
  const [failure, setFailure] = useState<string | null>(null);
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await changePassword(values.current_password, values.password);
      form.reset();
      notify.success(ACCOUNT_TEXT.passwordChanged);
      onChanged();
    } catch (error) {
      const code = error instanceof AccountError ? error.code : undefined;
      if (code === 'current_password_mismatch')
        form.setError('current_password', { message: ACCOUNT_TEXT.wrongCurrentPassword });
      else if (code === 'weak_password' || code === 'same_password')
        form.setError('password', { message: (error as Error).message });
      else setFailure(error instanceof Error ? error.message : 'An error occurred');
    }
  });

  return (
    <form
      onSubmit={submit}
      noValidate
      className="space-y-4 rounded-2xl bg-surface p-4 sm:p-6"
      aria-labelledby="account-password"
    >
      <h3 id="account-password" className="text-base font-semibold">
        {ACCOUNT_TEXT.passwordTitle}
      </h3>
      {/* Lets password managers tie the new password to the account. */}
      <input type="text" autoComplete="username" hidden readOnly />
      <TextField
        label={ACCOUNT_TEXT.currentPassword}
        error={errors.current_password?.message}
        type="password"
        autoComplete="current-password"
        {...form.register('current_password')}
      />
      <TextField
        label={ACCOUNT_TEXT.newPassword}
        error={errors.password?.message}
        type="password"
        autoComplete="new-password"
        {...form.register('password')}
      />
      {failure && <ErrorMessage>{failure}</ErrorMessage>}
      <Button type="submit" pending={isSubmitting}>
        {ACCOUNT_TEXT.changePassword}
      </Button>
    </form>
  );
}
