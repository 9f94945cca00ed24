import { useState } from 'react';
import { ACCOUNT_TEXT } from '@rentspace/core/auth/messages';
import type { Route } from './+types/reset-password';
import { useAuth } from '~/lib/auth/auth-context';
import { currentSession } from '~/lib/auth/client';
import { Button, ButtonLink } from '~/components/ui/button';
import { Skeleton } from '~/components/ui/states';
import { LinkResult, ResetPasswordForm, openResetLink, readLinkFragment } from '~/features/account';

export const meta = () => [
  { title: 'Reset your password | Rentspace' },
  { name: 'robots', content: 'noindex' },
];

type Outcome = { state: 'ready'; email: string } | { state: 'invalid' } | { state: 'failed' };

/**
 * The page a reset link leads to (docs/product/accounts-and-sessions.md#forgotten-password). The
 * link's token comes in the fragment; spending it signs this browser in with a session that may
 * set a new password. It works once, so the page asks once and never again on its own.
 */
export async function clientLoader(): Promise<Outcome> {
  const tokenHash = readLinkFragment('recovery');
  if (!tokenHash) return { state: 'invalid' };
  try {
    await openResetLink(tokenHash);
  } catch (error) {
    const code = (error as { code?: string }).code;
    return code === 'network_error' || code === undefined
      ? { state: 'failed' }
      : { state: 'invalid' };
  }
  return { state: 'ready', email: (await currentSession())?.user.email ?? '' };
}
clientLoader.hydrate = true as const;

export const shouldRevalidate = () => false;

export function HydrateFallback() {
  return (
    <div className="container-page py-12">
      <div className="mx-auto max-w-lg space-y-4 rounded-2xl border border-line p-10 text-center">
        <Skeleton className="mx-auto size-16 rounded-full" />
        <p role="status" className="text-muted">
          {ACCOUNT_TEXT.checkingLink}
        </p>
      </div>
    </div>
  );
}

export default function ResetPassword({ loaderData }: Route.ComponentProps) {
  const [done, setDone] = useState(false);
  const { openSignIn, status } = useAuth();
  // Signed out (always, after a reset): the way on is signing in; otherwise, the home page.
  const signIn =
    status === 'signedIn' ? (
      <ButtonLink to="/">Return to Home</ButtonLink>
    ) : (
      <Button onClick={() => openSignIn()}>Sign In</Button>
    );
  return (
    <div className="container-page py-12">
      {done ? (
        <LinkResult tone="success" title={ACCOUNT_TEXT.passwordResetTitle} action={signIn}>
          {ACCOUNT_TEXT.passwordReset}
        </LinkResult>
      ) : loaderData.state === 'ready' ? (
        <ResetPasswordForm email={loaderData.email} onDone={() => setDone(true)} />
      ) : loaderData.state === 'invalid' ? (
        <LinkResult tone="warning" title={ACCOUNT_TEXT.linkInvalidTitle} action={signIn}>
          {ACCOUNT_TEXT.resetLinkInvalid}
        </LinkResult>
      ) : (
        <LinkResult
          tone="error"
          title={ACCOUNT_TEXT.linkFailedTitle}
          action={<Button onClick={() => window.location.reload()}>Try again</Button>}
        >
          {ACCOUNT_TEXT.linkFailed}
        </LinkResult>
      )}
    </div>
  );
}
