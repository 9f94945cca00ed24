import { ACCOUNT_TEXT } from '@rentspace/core/auth/messages';
import type { Route } from './+types/email-changed';
import { ButtonLink } from '~/components/ui/button';
import { Skeleton } from '~/components/ui/states';
import { LinkResult, confirmEmailChange, readLinkFragment } from '~/features/account';

export const meta = () => [
  { title: 'Change of e-mail | Rentspace' },
  { name: 'robots', content: 'noindex' },
];

type Outcome = { state: 'done'; email: string } | { state: 'invalid' } | { state: 'failed' };

/**
 * The page the link sent to a new address leads to (docs/product/accounts-and-sessions.md#changing-the-e-mail-address):
 * spending it moves the account to that address. It works once, so the page asks once.
 */
export async function clientLoader(): Promise<Outcome> {
  const tokenHash = readLinkFragment('email_change');
  if (!tokenHash) return { state: 'invalid' };
  try {
    return { state: 'done', email: await confirmEmailChange(tokenHash) };
  } catch (error) {
    const code = (error as { code?: string }).code;
    return code === 'network_error' || code === undefined
      ? { state: 'failed' }
      : { state: 'invalid' };
  }
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

export default function EmailChanged({ loaderData }: Route.ComponentProps) {
  const home = <ButtonLink to="/">Return to Home</ButtonLink>;
  return (
    <div className="container-page py-12">
      {loaderData.state === 'done' ? (
        <LinkResult tone="success" title={ACCOUNT_TEXT.emailChangedTitle} action={home}>
          {ACCOUNT_TEXT.emailChanged(loaderData.email)}
        </LinkResult>
      ) : loaderData.state === 'invalid' ? (
        <LinkResult tone="warning" title={ACCOUNT_TEXT.linkInvalidTitle} action={home}>
          {ACCOUNT_TEXT.emailLinkInvalid}
        </LinkResult>
      ) : (
        <LinkResult
          tone="error"
          title={ACCOUNT_TEXT.linkFailedTitle}
          action={<ButtonLink to="/">Return to Home</ButtonLink>}
        >
          {ACCOUNT_TEXT.linkFailed}
        </LinkResult>
      )}
    </div>
  );
}
