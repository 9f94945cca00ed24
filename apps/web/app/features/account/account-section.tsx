import { useCallback, useEffect, useState } from 'react';
import type { AccountSession } from '@rentspace/core/auth/sessions';
import { ACCOUNT_TEXT } from '@rentspace/core/auth/messages';
import { Button } from '~/components/ui/button';
import { ErrorMessage, Skeleton } from '~/components/ui/states';
import { fetchAccount, fetchSessions } from './api';
import { EmailSettings } from './email-settings';
import { PasswordSettings } from './password-settings';
import { SessionsList } from './sessions-list';

interface AccountState {
  email: string;
  newEmail: string | null;
  sessions: AccountSession[];
}

/**
 * The Account section of /profile: the sign-in e-mail, the password and the signed-in devices
 * (docs/product/accounts-and-sessions.md#the-account-section). Loads on its own, so the profile
 * above it never waits for it.
 */
export function AccountSection() {
  const [state, setState] = useState<AccountState | null>(null);
  const [failed, setFailed] = useState(false);

  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let cancelled = false;
    Promise.all([fetchAccount(), fetchSessions()])
      .then(([account, sessions]) => {
        if (!cancelled) setState({ ...account, sessions });
      })
      .catch((error: unknown) => {
        console.warn('Could not load the account settings', error);
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
    };
  }, [attempt]);
  const reloadSessions = useCallback(() => {
    fetchSessions()
      .then((sessions) => setState((current) => (current ? { ...current, sessions } : current)))
      .catch((error: unknown) => console.warn('Could not reload the sessions', error));
  }, []);

  return (
    <section aria-labelledby="account-title" className="space-y-6 border-t border-line pt-10">
      <div>
        <h2 id="account-title" className="text-xl font-semibold">
          {ACCOUNT_TEXT.accountTitle}
        </h2>
        <p className="mt-1 text-muted">{ACCOUNT_TEXT.accountIntro}</p>
      </div>
      {state ? (
        <>
          <div className="grid gap-10 lg:grid-cols-2">
            <EmailSettings
              email={state.email}
              newEmail={state.newEmail}
              onRequested={(newEmail) => setState({ ...state, newEmail })}
            />
            <PasswordSettings onChanged={reloadSessions} />
          </div>
          <SessionsList sessions={state.sessions} onChanged={reloadSessions} />
        </>
      ) : failed ? (
        <div className="space-y-4">
          <ErrorMessage>{ACCOUNT_TEXT.accountLoadFailed}</ErrorMessage>
          <Button
            variant="secondary"
            onClick={() => {
              setFailed(false);
              setAttempt((count) => count + 1);
            }}
          >
            Try again
          </Button>
        </div>
      ) : (
        <div className="grid gap-10 lg:grid-cols-2" aria-busy="true">
          <Skeleton className="h-48" />
          <Skeleton className="h-48" />
        </div>
      )}
    </section>
  );
}
