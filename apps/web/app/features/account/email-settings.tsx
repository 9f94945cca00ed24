import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ChangeEmailSchema, type ChangeEmail } from '@rentspace/core/auth/schemas';
import { ACCOUNT_TEXT } from '@rentspace/core/auth/messages';
import { Button } from '~/components/ui/button';
import { TextField } from '~/components/ui/field';
import { ErrorMessage } from '~/components/ui/states';
import { changeEmail } from './api';

/** The sign-in address, and changing it: a link goes to the new address, a notice to this one. */
export function EmailSettings({
  email,
  newEmail,
  onRequested,
}: {
  email: string;
  newEmail: string | null;
  onRequested(newEmail: string): void;
}) {
  const form = useForm<ChangeEmail>({
    resolver: zodResolver(ChangeEmailSchema),
    defaultValues: { email: '' },
  });
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    setSent(null);
    if (values.email === email) {
      form.setError('email', { message: ACCOUNT_TEXT.sameEmail });
      return;
    }
    try {
      const pending = await changeEmail(values.email);
      form.reset();
      setSent(values.email);
      onRequested(pending);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : 'An error occurred');
    }
  });

  return (
    <form
      onSubmit={submit}
      noValidate
      className="space-y-4 rounded-2xl bg-surface p-4 sm:p-6"
      aria-labelledby="account-email"
    >
      <h3 id="account-email" className="text-base font-semibold">
        {ACCOUNT_TEXT.emailTitle}
      </h3>
      <p className="break-all font-medium" data-testid="account-email">
        {email}
      </p>
      {newEmail && !sent && (
        <p className="rounded-xl bg-warning-50 px-4 py-3 text-sm text-warning-800">
          {ACCOUNT_TEXT.emailPending(newEmail)}
        </p>
      )}
      <TextField
        label={ACCOUNT_TEXT.newEmail}
        error={errors.email?.message}
        type="email"
        autoComplete="email"
        {...form.register('email')}
      />
      {failure && <ErrorMessage>{failure}</ErrorMessage>}
      {sent && (
        <p role="status" className="rounded-xl bg-brand-50 px-4 py-3 text-sm text-brand-800">
          {ACCOUNT_TEXT.emailSent(sent)}
        </p>
      )}
      <Button type="submit" variant="secondary" pending={isSubmitting}>
        {ACCOUNT_TEXT.changeEmail}
      </Button>
    </form>
  );
}
