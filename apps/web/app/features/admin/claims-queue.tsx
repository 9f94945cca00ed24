import { Suspense, lazy, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { AdminClaimsResponseSchema, type AdminClaim } from '@rentspace/core/deposits/api';
import { formatMoney } from '@rentspace/core/money/currencies';
import { api, errorMessage } from '~/lib/api';
import { Button } from '~/components/ui/button';
import { EmptyState, ErrorMessage, Skeleton } from '~/components/ui/states';
import { ClaimDetails, decisionWords } from '~/components/deposits/claim-details';
import { formatInstant, formatRange, zoneName } from '~/lib/time-format';

const DecideClaimDialog = lazy(() =>
  import('./decide-claim-dialog').then((module) => ({ default: module.DecideClaimDialog })),
);

type Loaded =
  | { kind: 'loading' }
  | { kind: 'failed'; message: string }
  | { kind: 'ready'; claims: AdminClaim[] };

const oldestFirst = (a: AdminClaim, b: AdminClaim) => a.created_at.localeCompare(b.created_at);

function ClaimItem({ claim, onDecide }: { claim: AdminClaim; onDecide(): void }) {
  const currency = claim.deposit.currency;
  return (
    <li
      className="space-y-3 rounded-2xl border border-line p-4"
      aria-label={`Claim on ${claim.space.title}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <Link to={`/space/${claim.space.id}`} className="font-semibold hover:underline">
            {claim.space.title}
          </Link>
          <p className="text-sm text-muted">
            Host {claim.host.full_name || 'unnamed'} · guest {claim.guest.full_name || 'unnamed'}
          </p>
        </div>
        <p className="text-sm text-muted">
          Filed {formatInstant(claim.created_at, claim.space.time_zone)} (
          {zoneName(claim.space.time_zone)})
        </p>
      </div>
      <dl className="grid gap-1 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-muted">Booking</dt>
          <dd>
            {formatRange(claim.booking.start_time, claim.booking.end_time, claim.space.time_zone)} (
            {zoneName(claim.space.time_zone)})
          </dd>
        </div>
        <div>
          <dt className="text-muted">Deposit held</dt>
          <dd className="tabular font-medium">{formatMoney(claim.deposit.amount, currency)}</dd>
        </div>
        <div>
          <dt className="text-muted">Claimed</dt>
          <dd className="tabular font-medium">{formatMoney(claim.amount, currency)}</dd>
        </div>
      </dl>
      <ClaimDetails claim={claim} currency={currency} />
      <Button onClick={onDecide}>Decide</Button>
    </li>
  );
}

/**
 * The Claims tab: open claims on security deposits, oldest first, with the host's evidence and the
 * guest's answer; an admin decides each, and it leaves the list
 * (docs/product/pages-and-messages.md#security-deposits-claims-for-admins).
 */
export function ClaimsQueue() {
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' });
  const [deciding, setDeciding] = useState<AdminClaim | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    api('/rest/v1/admin/deposit-claims?status=open')
      .then((body) => {
        const claims = AdminClaimsResponseSchema.parse(body).data.sort(oldestFirst);
        if (live) setLoaded({ kind: 'ready', claims });
      })
      .catch((error: unknown) => {
        if (live)
          setLoaded({ kind: 'failed', message: errorMessage(error, 'Failed to fetch claims') });
      });
    return () => {
      live = false;
    };
  }, []);

  const decided = (claim: AdminClaim) => {
    setDeciding(null);
    setNotice(
      `${claim.space.title}: ${decisionWords(claim, claim.deposit.currency) ?? 'Decided.'}`,
    );
    setLoaded((current) =>
      current.kind === 'ready'
        ? { kind: 'ready', claims: current.claims.filter((c) => c.id !== claim.id) }
        : current,
    );
  };

  return (
    <section aria-labelledby="claims-heading" className="space-y-4">
      <div>
        <h2 id="claims-heading" className="text-xl font-semibold">
          Claims on security deposits
        </h2>
        <p className="text-sm text-muted">
          Open claims, the oldest first. The deposit stays held until you decide.
        </p>
      </div>
      {notice && (
        <p role="status" className="rounded-xl bg-success-50 px-4 py-3 text-sm text-success-700">
          {notice}
        </p>
      )}
      {loaded.kind === 'loading' && <Skeleton className="h-40" />}
      {loaded.kind === 'failed' && <ErrorMessage>{loaded.message}</ErrorMessage>}
      {loaded.kind === 'ready' &&
        (loaded.claims.length === 0 ? (
          <EmptyState title="No open claims">
            Claims hosts file on security deposits appear here.
          </EmptyState>
        ) : (
          <ul className="space-y-4" aria-label="Open claims">
            {loaded.claims.map((claim) => (
              <ClaimItem key={claim.id} claim={claim} onDecide={() => setDeciding(claim)} />
            ))}
          </ul>
        ))}
      {deciding && (
        <Suspense fallback={null}>
          <DecideClaimDialog
            claim={deciding}
            onClose={() => setDeciding(null)}
            onDecided={decided}
          />
        </Suspense>
      )}
    </section>
  );
}
