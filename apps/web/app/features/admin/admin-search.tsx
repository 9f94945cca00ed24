import { useState, type FormEvent } from 'react';
import {
  ADMIN_SEARCH_HINTS,
  ADMIN_SEARCH_KINDS,
  ADMIN_SEARCH_LABELS,
  AdminSearchQuerySchema,
  type AdminBookingRow,
  type AdminListingRow,
  type AdminSearchKind,
  type AdminUserRow,
} from '@rentspace/core/moderation/schema';
import { formatMoney, type Currency } from '@rentspace/core/money/currencies';
import { api, errorMessage } from '~/lib/api';
import { Button } from '~/components/ui/button';
import { TextField } from '~/components/ui/field';
import { EmptyState, ErrorMessage } from '~/components/ui/states';
import { cx } from '~/components/ui/cx';
import { BookingStatusBadge } from '~/components/bookings/booking-status';
import { ModerationAction } from './moderation-action';
import { ListingReviews } from './listing-reviews';
import { formatMoment, formatRange, zoneName } from '~/lib/time-format';

type Row = AdminUserRow | AdminListingRow | AdminBookingRow;
interface Page {
  data: Row[];
  next_cursor: string | null;
}

const TO_OWNER = 'Sent to the owner in Messages and by e-mail.';
const TO_MEMBER = 'Sent to the member by e-mail.';

function Status({ suspended, children }: { suspended: boolean; children: string }) {
  return (
    <span
      className={cx(
        'inline-flex items-center rounded-full px-2.5 py-1 text-xs font-semibold',
        suspended ? 'bg-danger-50 text-danger-700' : 'bg-surface text-muted',
      )}
    >
      {children}
    </span>
  );
}

function UserResult({ row, onChanged }: { row: AdminUserRow; onChanged(): void }) {
  const suspended = row.suspended_at !== null;
  return (
    <>
      <header className="flex flex-wrap items-center gap-2">
        <h3 className="font-medium break-all">{row.full_name ?? row.email}</h3>
        {suspended && <Status suspended>Suspended</Status>}
        {row.is_admin && <Status suspended={false}>Admin</Status>}
      </header>
      <p className="text-sm text-muted break-all">
        {row.email} · {row.listings} {row.listings === 1 ? 'listing' : 'listings'} · joined{' '}
        {formatMoment(row.created_at)}
      </p>
      {suspended && <p className="mt-1 text-sm">Reason: {row.suspension_reason}</p>}
      <div className="mt-3 flex flex-wrap gap-2">
        {suspended ? (
          <ModerationAction
            label="Lift suspension"
            path={`users/${row.id}/lift`}
            hint={TO_MEMBER}
            onDone={onChanged}
          />
        ) : (
          <ModerationAction
            label="Suspend member"
            path={`users/${row.id}/suspend`}
            hint={`${TO_MEMBER} Their bookings yet to begin are cancelled and refunded in full.`}
            danger
            onDone={onChanged}
          />
        )}
      </div>
    </>
  );
}

function ListingResult({ row, onChanged }: { row: AdminListingRow; onChanged(): void }) {
  const [reviews, setReviews] = useState(false);
  const suspended = row.suspended_at !== null;
  return (
    <>
      <header className="flex flex-wrap items-center gap-2">
        <h3 className="font-medium">
          <a className="underline" href={`/space/${row.id}`}>
            {row.title}
          </a>
        </h3>
        <Status suspended={suspended}>
          {suspended ? 'Suspended' : row.is_published ? 'Published' : 'Unpublished'}
        </Status>
      </header>
      <p className="text-sm text-muted break-all">
        {row.location} · {row.owner_email} · {row.review_count}{' '}
        {row.review_count === 1 ? 'review' : 'reviews'}
        {row.review_count > 0 && `, ${row.rating.toFixed(1)} stars`} ·{' '}
        <span className="font-mono">{row.id}</span>
      </p>
      {suspended && <p className="mt-1 text-sm">Reason: {row.suspension_reason}</p>}
      <div className="mt-3 flex flex-wrap gap-2">
        {suspended ? (
          <ModerationAction
            label="Lift suspension"
            path={`listings/${row.id}/lift`}
            hint={`${TO_OWNER} The owner may publish it again.`}
            onDone={onChanged}
          />
        ) : (
          <ModerationAction
            label="Suspend listing"
            path={`listings/${row.id}/suspend`}
            hint={TO_OWNER}
            danger
            onDone={onChanged}
          />
        )}
        <Button
          size="sm"
          variant="ghost"
          aria-expanded={reviews}
          onClick={() => setReviews(!reviews)}
        >
          Reviews
        </Button>
      </div>
      {reviews && <ListingReviews spaceId={row.id} onChanged={onChanged} />}
    </>
  );
}

function BookingResult({ row, onChanged }: { row: AdminBookingRow; onChanged(): void }) {
  return (
    <>
      <header className="flex flex-wrap items-center gap-2">
        <h3 className="font-medium">
          <a className="underline" href={`/space/${row.space_id}`}>
            {row.space_title}
          </a>
        </h3>
        <BookingStatusBadge status={row.status} />
      </header>
      <p className="text-sm text-muted break-all">
        {formatRange(row.start_time, row.end_time, row.time_zone)} ({zoneName(row.time_zone)}) ·{' '}
        {formatMoney(row.total_price, row.currency as Currency)} · guest {row.guest_email} ·{' '}
        <span className="font-mono">{row.id}</span>
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <ModerationAction
          label="Suspend guest"
          path={`users/${row.guest_id}/suspend`}
          hint={`${TO_MEMBER} Their bookings yet to begin are cancelled and refunded in full.`}
          danger
          onDone={onChanged}
        />
        <ModerationAction
          label="Suspend listing"
          path={`listings/${row.space_id}/suspend`}
          hint={TO_OWNER}
          danger
          onDone={onChanged}
        />
      </div>
    </>
  );
}

/**
 * Admin search on the Moderation tab (docs/product/moderation.md#admin-search): members by e-mail
 * or name, listings by title or id, bookings by id or guest e-mail, a page at a time; each result
 * carries the actions that apply to it.
 */
export function AdminSearch() {
  const [kind, setKind] = useState<AdminSearchKind>('users');
  const [q, setQ] = useState('');
  const [invalid, setInvalid] = useState<string>();
  const [shown, setShown] = useState<{ kind: AdminSearchKind; q: string } | null>(null);
  const [rows, setRows] = useState<Row[]>([]);
  const [next, setNext] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string>();

  async function load(search: { kind: AdminSearchKind; q: string }, cursor?: string) {
    setPending(true);
    setError(undefined);
    try {
      const params = new URLSearchParams({ q: search.q, ...(cursor ? { cursor } : {}) });
      const page = await api<Page>(`/rest/v1/admin/search/${search.kind}?${params}`);
      setRows((current) => (cursor ? [...current, ...page.data] : page.data));
      setNext(page.next_cursor);
      setShown(search);
    } catch (failure) {
      setError(errorMessage(failure, 'Failed to load'));
    } finally {
      setPending(false);
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = AdminSearchQuerySchema.pick({ q: true }).safeParse({ q });
    if (!parsed.success) return setInvalid(parsed.error.issues[0]?.message);
    setInvalid(undefined);
    void load({ kind, q: parsed.data.q });
  }

  const refresh = () => shown && void load(shown);

  return (
    <section aria-labelledby="admin-search-title" className="space-y-4">
      <h2 id="admin-search-title" className="text-xl font-semibold">
        Search
      </h2>
      <form onSubmit={submit} noValidate aria-label="Admin search" className="space-y-3">
        <div role="group" aria-label="Search in" className="flex flex-wrap gap-1">
          {ADMIN_SEARCH_KINDS.map((choice) => (
            <button
              key={choice}
              type="button"
              aria-pressed={kind === choice}
              onClick={() => setKind(choice)}
              className={cx(
                'min-h-11 rounded-full px-4 text-sm font-medium',
                kind === choice ? 'bg-ink text-white' : 'text-muted hover:bg-surface',
              )}
            >
              {ADMIN_SEARCH_LABELS[choice]}
            </button>
          ))}
        </div>
        <div className="flex flex-wrap items-end gap-3">
          <TextField
            className="min-w-0 flex-1 basis-64"
            label={ADMIN_SEARCH_HINTS[kind]}
            type="search"
            value={q}
            maxLength={200}
            error={invalid}
            onChange={(event) => setQ(event.target.value)}
          />
          <Button type="submit" pending={pending && rows.length === 0}>
            Search
          </Button>
        </div>
      </form>
      {error && <ErrorMessage>{error}</ErrorMessage>}
      {shown && rows.length === 0 && !error && !pending && (
        <EmptyState title="Nothing found">
          No {ADMIN_SEARCH_LABELS[shown.kind].toLowerCase()} match “{shown.q}”.
        </EmptyState>
      )}
      {shown && rows.length > 0 && (
        <ul className="space-y-3" aria-label={`${ADMIN_SEARCH_LABELS[shown.kind]} found`}>
          {rows.map((row) => (
            <li key={row.id} className="rounded-2xl border border-line p-4">
              <article>
                {shown.kind === 'users' ? (
                  <UserResult row={row as AdminUserRow} onChanged={refresh} />
                ) : shown.kind === 'listings' ? (
                  <ListingResult row={row as AdminListingRow} onChanged={refresh} />
                ) : (
                  <BookingResult row={row as AdminBookingRow} onChanged={refresh} />
                )}
              </article>
            </li>
          ))}
        </ul>
      )}
      {shown && next && (
        <Button variant="secondary" pending={pending} onClick={() => void load(shown, next)}>
          Load more
        </Button>
      )}
    </section>
  );
}
