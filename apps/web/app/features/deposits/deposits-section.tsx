import { Suspense, lazy, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { ShieldCheck } from 'lucide-react';
import type { Deposit } from '@rentspace/core/deposits/api';
import { Button } from '~/components/ui/button';
import { ErrorMessage } from '~/components/ui/states';
import { DepositStatus } from '~/components/deposits/deposit-status';
import { formatRange, zoneName } from '~/lib/time-format';
import { fetchDeposits } from './api';

// The dialogs load when a host files a claim or a guest answers one, not with the dashboard.
const ClaimDialog = lazy(() =>
  import('./claim-dialog').then((module) => ({ default: module.ClaimDialog })),
);
const AnswerDialog = lazy(() =>
  import('./answer-dialog').then((module) => ({ default: module.AnswerDialog })),
);

type Loaded = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; deposits: Deposit[] };

export const FETCH_DEPOSITS_FAILED = 'Failed to fetch security deposits';

function DepositRow({
  deposit,
  onAct,
}: {
  deposit: Deposit;
  onAct(action: 'claim' | 'answer'): void;
}) {
  const zone = deposit.space.time_zone;
  const other =
    deposit.role === 'host'
      ? `Guest: ${deposit.guest_name || 'Guest'}`
      : `Host: ${deposit.host_name || 'Host'}`;
  return (
    <li
      className="space-y-3 rounded-2xl border border-line p-4"
      aria-label={`Deposit for ${deposit.space.title}`}
    >
      <div>
        <Link to={`/space/${deposit.space.id}`} className="font-semibold hover:underline">
          {deposit.space.title}
        </Link>
        <p className="text-sm text-muted">
          {other} · {formatRange(deposit.booking.start_time, deposit.booking.end_time, zone)} (
          {zoneName(zone)})
        </p>
      </div>
      <DepositStatus deposit={deposit} />
      {(deposit.can_claim || deposit.can_answer) && (
        <div className="flex flex-wrap gap-2">
          {deposit.can_claim && <Button onClick={() => onAct('claim')}>File a claim</Button>}
          {deposit.can_answer && <Button onClick={() => onAct('answer')}>Answer the claim</Button>}
        </div>
      )}
    </li>
  );
}

/**
 * "Security deposits" on the dashboard: the deposits of the person's bookings as guest and as
 * host, shown only when there are any. A host files a claim on a held deposit from here; a guest
 * reads a claim and answers it; both see the decision
 * (docs/product/pages-and-messages.md#security-deposits-on-the-dashboard).
 */
export function DepositsSection() {
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' });
  const [acting, setActing] = useState<{ id: string; action: 'claim' | 'answer' } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    fetchDeposits()
      .then((deposits) => live && setLoaded({ kind: 'ready', deposits }))
      .catch((error: unknown) => {
        console.warn('Could not load the deposits', error);
        if (live) setLoaded({ kind: 'failed' });
      });
    return () => {
      live = false;
    };
  }, []);

  const replace = (next: Deposit, message: string) => {
    setActing(null);
    setNotice(message);
    setLoaded((current) =>
      current.kind === 'ready'
        ? { kind: 'ready', deposits: current.deposits.map((d) => (d.id === next.id ? next : d)) }
        : current,
    );
  };

  if (loaded.kind === 'loading') return null;
  if (loaded.kind === 'ready' && loaded.deposits.length === 0) return null;
  const current =
    acting && loaded.kind === 'ready' ? loaded.deposits.find((d) => d.id === acting.id) : null;
  return (
    <section id="deposits" aria-labelledby="deposits-heading" className="mb-8 space-y-4">
      <h2 id="deposits-heading" className="inline-flex items-center gap-2 text-xl font-semibold">
        <ShieldCheck className="size-5" aria-hidden /> Security deposits
      </h2>
      {notice && (
        <p role="status" className="rounded-xl bg-success-50 px-4 py-3 text-sm text-success-700">
          {notice}
        </p>
      )}
      {loaded.kind === 'failed' ? (
        <ErrorMessage>{FETCH_DEPOSITS_FAILED}</ErrorMessage>
      ) : (
        <ul className="space-y-4">
          {loaded.deposits.map((deposit) => (
            <DepositRow
              key={deposit.id}
              deposit={deposit}
              onAct={(action) => setActing({ id: deposit.id, action })}
            />
          ))}
        </ul>
      )}
      {current && (
        <Suspense fallback={null}>
          {acting?.action === 'claim' ? (
            <ClaimDialog
              deposit={current}
              open
              onOpenChange={(open) => !open && setActing(null)}
              onFiled={(next) =>
                replace(next, 'Claim filed. An admin decides it; the guest can answer meanwhile.')
              }
            />
          ) : (
            <AnswerDialog
              deposit={current}
              open
              onOpenChange={(open) => !open && setActing(null)}
              onAnswered={(next) => replace(next, 'Answer sent. An admin decides the claim.')}
            />
          )}
        </Suspense>
      )}
    </section>
  );
}
