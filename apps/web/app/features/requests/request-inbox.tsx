import { useEffect, useState } from 'react';
import { Inbox, Star } from 'lucide-react';
import type { HostRequest } from '@rentspace/core/bookings/api';
import { REQUEST_MESSAGES, timeLeftToAnswer } from '@rentspace/core/bookings/messages';
import { formatDuration } from '@rentspace/core/bookings/durations';
import { formatMoney } from '@rentspace/core/money/currencies';
import { countOf } from '@rentspace/core/intl';
import { ApiRequestError } from '~/lib/api';
import { useUserEvents } from '~/lib/user-events';
import { Button } from '~/components/ui/button';
import { TextAreaField } from '~/components/ui/field';
import { ErrorMessage } from '~/components/ui/states';
import { formatRange, zoneName } from '~/lib/time-format';
import { acceptRequest, declineRequest, fetchHostRequests } from './api';

type Loaded = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; requests: HostRequest[] };

/** The clock for "time left", ticking each minute. */
function useMinuteClock() {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

const messageOf = (error: unknown) =>
  error instanceof ApiRequestError && error.message ? error.message : REQUEST_MESSAGES.answerFailed;

function GuestRecord({ guest }: { guest: HostRequest['guest'] }) {
  return (
    <div className="text-sm text-muted">
      <p>
        {guest.completed_bookings > 0
          ? `${countOf(guest.completed_bookings, 'completed booking')} on Rentspace`
          : 'No completed bookings yet'}
      </p>
      {guest.reviews.length > 0 ? (
        <ul
          className="mt-1 space-y-1"
          aria-label={`What hosts said about ${guest.full_name || 'the guest'}`}
        >
          {guest.reviews.map((review) => (
            <li key={review.created_at} className="flex gap-1.5">
              <span className="inline-flex shrink-0 items-center gap-0.5 tabular text-ink">
                <Star className="size-3.5 fill-current text-warning-800" aria-hidden />
                <span className="sr-only">Rated </span>
                {review.rating}
                <span className="sr-only"> out of 5</span>
              </span>
              <span className="line-clamp-2">{review.comment || 'No comment'}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p>No reviews from hosts yet</p>
      )}
    </div>
  );
}

/** One request: who, what they wrote, when, how much, the time left, and the two answers. */
function RequestItem({
  request,
  now,
  onAnswered,
}: {
  request: HostRequest;
  now: Date;
  onAnswered(id: string, notice: string): void;
}) {
  const [busy, setBusy] = useState<'accept' | 'decline' | null>(null);
  const [declining, setDeclining] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const name = request.guest.full_name || 'Guest';

  const run = async (kind: 'accept' | 'decline') => {
    setBusy(kind);
    setError(null);
    try {
      if (kind === 'accept') await acceptRequest(request.id);
      else await declineRequest(request.id, { reason: reason.trim() || undefined });
      onAnswered(
        request.id,
        kind === 'accept' ? REQUEST_MESSAGES.accepted : REQUEST_MESSAGES.declinedDone,
      );
    } catch (caught) {
      setError(messageOf(caught));
      setBusy(null);
    }
  };

  return (
    <li
      className="space-y-3 rounded-2xl border border-line p-4"
      aria-label={`Request from ${name}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-semibold">{name}</p>
          <p className="text-sm text-muted">{request.space.title}</p>
        </div>
        <p className="rounded-full bg-warning-50 px-2.5 py-0.5 text-xs font-semibold text-warning-800">
          {timeLeftToAnswer(new Date(request.expires_at), now)}
        </p>
      </div>
      <GuestRecord guest={request.guest} />
      <blockquote className="whitespace-pre-line rounded-xl bg-surface px-3 py-2 text-sm">
        {request.message}
      </blockquote>
      <dl className="grid gap-1 text-sm sm:grid-cols-2">
        <div>
          <dt className="sr-only">When</dt>
          <dd>
            {formatRange(request.start_time, request.end_time, request.space.time_zone)} (
            {zoneName(request.space.time_zone)}),{' '}
            {formatDuration(request.duration, request.duration_unit)}
          </dd>
        </div>
        <div className="sm:text-right">
          <dt className="sr-only">Amount</dt>
          <dd className="tabular font-semibold">
            {formatMoney(request.total_price, request.currency)}{' '}
            <span className="font-normal text-muted">held on the guest's card</span>
          </dd>
        </div>
      </dl>
      {declining && (
        <TextAreaField
          label="Reason for the guest (optional)"
          max={500}
          rows={2}
          maxLength={500}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
      )}
      {error && <ErrorMessage>{error}</ErrorMessage>}
      <div className="flex flex-wrap gap-2">
        {declining ? (
          <>
            <Button variant="danger" onClick={() => run('decline')} pending={busy === 'decline'}>
              Decline request
            </Button>
            <Button
              variant="secondary"
              onClick={() => setDeclining(false)}
              disabled={busy !== null}
            >
              Keep request
            </Button>
          </>
        ) : (
          <>
            <Button
              onClick={() => run('accept')}
              pending={busy === 'accept'}
              disabled={busy !== null}
            >
              Accept
            </Button>
            <Button variant="secondary" onClick={() => setDeclining(true)} disabled={busy !== null}>
              Decline
            </Button>
          </>
        )}
      </div>
    </li>
  );
}

/**
 * The host's inbox of requests to book on the dashboard (docs/product/booking-lifecycle.md#host-inbox).
 * It reads the requests again whenever the host's own event stream says a listing's slots changed
 * (a request placed, withdrawn or expired), so it stays current without a reload.
 */
export function RequestInbox({
  onAnswered,
}: {
  /** After an accept or a decline: the page's own figures (an accepted request is a booking). */
  onAnswered?: () => void;
} = {}) {
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' });
  const [notice, setNotice] = useState<string | null>(null);
  const now = useMinuteClock();

  const [version, setVersion] = useState(0);
  useEffect(() => {
    let live = true;
    fetchHostRequests()
      .then(({ data }) => live && setLoaded({ kind: 'ready', requests: data }))
      .catch((error: unknown) => {
        console.warn('Could not load the requests', error);
        if (live) setLoaded({ kind: 'failed' });
      });
    return () => {
      live = false;
    };
  }, [version]);
  useUserEvents((signal) => {
    if (signal.type === 'calendar' || signal.type === 'resync') setVersion((v) => v + 1);
  });

  const answered = (id: string, message: string) => {
    setNotice(message);
    setLoaded((current) =>
      current.kind === 'ready'
        ? { kind: 'ready', requests: current.requests.filter((request) => request.id !== id) }
        : current,
    );
    onAnswered?.();
  };

  // Nothing to show a host with no requests and a guest alike, but what was just done.
  if (loaded.kind === 'loading') return null;
  if (loaded.kind === 'ready' && loaded.requests.length === 0 && !notice) return null;
  return (
    <section aria-labelledby="requests-heading" className="mb-8 space-y-4">
      <h2 id="requests-heading" className="inline-flex items-center gap-2 text-xl font-semibold">
        <Inbox className="size-5" aria-hidden /> Booking requests
      </h2>
      {notice && (
        <p role="status" className="rounded-xl bg-success-50 px-4 py-3 text-sm text-success-700">
          {notice}
        </p>
      )}
      {loaded.kind === 'failed' && (
        <ErrorMessage>{REQUEST_MESSAGES.fetchRequestsFailed}</ErrorMessage>
      )}
      {loaded.kind === 'ready' &&
        (loaded.requests.length === 0 ? (
          <p className="text-muted">{REQUEST_MESSAGES.noRequests}</p>
        ) : (
          <ul className="space-y-4">
            {loaded.requests.map((request) => (
              <RequestItem key={request.id} request={request} now={now} onAnswered={answered} />
            ))}
          </ul>
        ))}
    </section>
  );
}
