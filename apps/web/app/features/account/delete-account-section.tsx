import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  ACCOUNT_MESSAGES,
  AccountDeletionSchema,
  isSameEmail,
  type AccountDeletion,
} from '@rentspace/core/account/schema';
import { useAuth } from '~/lib/auth/auth-context';
import { ApiRequestError } from '~/lib/api';
import { Button } from '~/components/ui/button';
import { Dialog } from '~/components/ui/dialog';
import { Field, Input } from '~/components/ui/field';
import { ErrorMessage } from '~/components/ui/states';
import { fetchAccount } from './api';
import { deleteAccount } from './data-api';

/** What deleting does, said before the person decides (docs/product/accounts-and-sessions.md#deleting-an-account). */
function Consequences() {
  return (
    <ul className="list-disc space-y-1 pl-5 text-muted">
      <li>You are signed out everywhere, and your profile, pictures and listings are removed.</li>
      <li>
        Upcoming bookings you made, and upcoming bookings on your listings, are cancelled and
        refunded in full. Their guests and hosts are told by e-mail.
      </li>
      <li>Messages you sent stay in their conversations, from a removed user.</li>
      <li>
        Records of payments, payouts and fees are kept, as the law requires, without your name or
        e-mail address.
      </li>
    </ul>
  );
}

function DeleteForm({ email, onDeleted }: { email: string; onDeleted(): void }) {
  const form = useForm<AccountDeletion>({
    resolver: zodResolver(AccountDeletionSchema),
    defaultValues: { email: '' },
  });
  const [failure, setFailure] = useState<string | null>(null);
  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    if (!isSameEmail(values.email, email)) {
      form.setError('email', { message: ACCOUNT_MESSAGES.emailMismatch });
      return;
    }
    try {
      await deleteAccount(values);
      onDeleted();
    } catch (error) {
      if (error instanceof ApiRequestError && error.fields.email?.[0]) {
        form.setError('email', { message: error.fields.email[0] });
      } else if (error instanceof ApiRequestError && error.status === 409) {
        setFailure(error.message);
      } else {
        setFailure(ACCOUNT_MESSAGES.deleteFailed);
      }
    }
  });
  const error = form.formState.errors.email?.message;
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <Field
        label="Type your e-mail address to confirm"
        hint={<span className="break-all">Your account: {email}</span>}
        error={error}
      >
        {({ id, describedBy, invalid }) => (
          <Input
            id={id}
            type="email"
            autoComplete="off"
            aria-describedby={describedBy}
            aria-invalid={invalid}
            {...form.register('email')}
          />
        )}
      </Field>
      {failure && <ErrorMessage>{failure}</ErrorMessage>}
      <Button
        type="submit"
        variant="danger"
        className="w-full"
        pending={form.formState.isSubmitting}
      >
        Delete my account
      </Button>
    </form>
  );
}

/** Said once the account is gone; closing it signs this browser out and goes home. */
function Deleted({ onDone }: { onDone(): void }) {
  return (
    <div className="space-y-4">
      <p className="text-muted">
        You have been signed out everywhere. Refunds of cancelled bookings reach the cards they were
        paid with within 5-7 business days.
      </p>
      <Button className="w-full" onClick={onDone}>
        Go to the home page
      </Button>
    </div>
  );
}

/** "Delete account": the consequences, then a dialog that asks for the account's e-mail. */
export function DeleteAccountSection() {
  const { user, signOut } = useAuth();
  const [open, setOpen] = useState(false);
  const [deleted, setDeleted] = useState(false);
  // The address as the server has it now: this browser's session names the one it signed in
  // with until its token is renewed, and a change confirmed since (on a phone, say) is not in it.
  const [accountEmail, setAccountEmail] = useState<string | null>(null);
  useEffect(() => {
    if (!open || deleted) return;
    let live = true;
    fetchAccount().then(
      (account) => live && setAccountEmail(account.email),
      (error: unknown) => console.warn('Could not read the account e-mail', error),
    );
    return () => {
      live = false;
    };
  }, [open, deleted]);
  const email = accountEmail ?? user?.email;
  // The server has ended every session already; this forgets the one in this browser.
  function leave() {
    setOpen(false);
    signOut().catch((error: unknown) => console.warn('Sign out after deletion failed', error));
  }
  return (
    <section
      aria-labelledby="delete-account-heading"
      className="space-y-3 rounded-2xl border border-danger-600/30 p-4 sm:p-6"
    >
      <h2 id="delete-account-heading" className="text-lg font-semibold">
        Delete account
      </h2>
      <p className="text-muted">Deleting your account cannot be undone.</p>
      <Consequences />
      <Button variant="danger" onClick={() => setOpen(true)} disabled={!user || deleted}>
        Delete account
      </Button>
      <Dialog
        open={open}
        onOpenChange={(next) => (deleted && !next ? leave() : setOpen(next))}
        title={deleted ? 'Your account has been deleted' : 'Delete your account?'}
        description={
          deleted
            ? undefined
            : 'This cannot be undone. Download your data first if you want to keep a copy.'
        }
      >
        {deleted ? (
          <Deleted onDone={leave} />
        ) : (
          email && <DeleteForm email={email} onDeleted={() => setDeleted(true)} />
        )}
      </Dialog>
    </section>
  );
}
