import { useState } from 'react';
import { Laptop, Smartphone } from 'lucide-react';
import type { AccountSession } from '@rentspace/core/auth/sessions';
import { ACCOUNT_TEXT } from '@rentspace/core/auth/messages';
import { notify } from '~/lib/toast';
import { Button } from '~/components/ui/button';
import { endOtherSessions, endSession } from './api';

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

/** "5 minutes ago", "2 days ago"; under a minute, "just now". */
export function timeAgo(iso: string, now = Date.now()): string {
  const elapsed = now - Date.parse(iso);
  const format = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
  for (const [unit, ms] of UNITS) {
    if (elapsed >= ms) return format.format(-Math.floor(elapsed / ms), unit);
  }
  return 'just now';
}

const isPhone = (device: string) => /iPhone|Android/.test(device);

/**
 * The devices signed in to the account, most recently used first, each with a way to sign it out;
 * and one button for all the others (docs/product/accounts-and-sessions.md#the-account-section).
 */
export function SessionsList({
  sessions,
  onChanged,
}: {
  sessions: AccountSession[];
  onChanged(): void;
}) {
  const [busy, setBusy] = useState<string | null>(null);
  const others = sessions.filter((session) => !session.current);

  async function run(key: string, action: () => Promise<void>, done: string) {
    setBusy(key);
    try {
      await action();
      notify.success(done);
      onChanged();
    } catch (error) {
      notify.error(error instanceof Error ? error.message : 'An error occurred');
    } finally {
      setBusy(null);
    }
  }

  return (
    <div className="space-y-4" aria-labelledby="account-sessions" role="group">
      <h3 id="account-sessions" className="text-base font-semibold">
        {ACCOUNT_TEXT.sessionsTitle}
      </h3>
      <ul className="divide-y divide-line rounded-xl border border-line">
        {sessions.map((session) => {
          const Icon = isPhone(session.device) ? Smartphone : Laptop;
          return (
            <li key={session.id} className="flex flex-wrap items-center gap-3 px-4 py-3">
              <Icon className="size-5 shrink-0 text-muted" aria-hidden />
              <div className="min-w-0 flex-1">
                <p className="font-medium">
                  {session.device}
                  {session.current && (
                    <span className="ml-2 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-800">
                      {ACCOUNT_TEXT.thisDevice}
                    </span>
                  )}
                </p>
                <p className="text-sm text-muted">
                  Last active {timeAgo(session.last_used_at)} · signed in{' '}
                  {new Date(session.created_at).toLocaleDateString('en', {
                    day: 'numeric',
                    month: 'short',
                    year: 'numeric',
                  })}
                </p>
              </div>
              {!session.current && (
                <Button
                  variant="secondary"
                  pending={busy === session.id}
                  disabled={busy !== null}
                  aria-label={`${ACCOUNT_TEXT.signOutSession} ${session.device}`}
                  onClick={() =>
                    void run(session.id, () => endSession(session.id), ACCOUNT_TEXT.sessionEnded)
                  }
                >
                  {ACCOUNT_TEXT.signOutSession}
                </Button>
              )}
            </li>
          );
        })}
      </ul>
      {others.length === 0 ? (
        <p className="text-sm text-muted">{ACCOUNT_TEXT.noOtherSessions}</p>
      ) : (
        <Button
          variant="secondary"
          pending={busy === 'others'}
          disabled={busy !== null}
          onClick={() => void run('others', endOtherSessions, ACCOUNT_TEXT.othersEnded)}
        >
          {ACCOUNT_TEXT.signOutOthers}
        </Button>
      )}
    </div>
  );
}
