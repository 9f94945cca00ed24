import { useEffect, useState } from 'react';
import type { AdminPage, SuggestionRow } from '@rentspace/core/admin/api';
import { api, errorMessage } from '~/lib/api';
import { Button } from '~/components/ui/button';
import { EmptyState, ErrorMessage, Skeleton } from '~/components/ui/states';

const PATH = '/rest/v1/admin/space-type-suggestions';

const when = (iso: string) => new Date(iso).toLocaleDateString('en-US', { dateStyle: 'medium' });

type Decision = 'approve' | 'reject';

const fetchPage = (cursor: string | null) =>
  api<AdminPage<SuggestionRow>>(cursor ? `${PATH}?cursor=${encodeURIComponent(cursor)}` : PATH);

/**
 * Space types people suggested, waiting for an admin (docs/product/listings.md#space-type-suggestions):
 * approving lists the type for everyone, rejecting never lists it. Decided rows stay in view with
 * their outcome until the tab is opened again.
 */
export function TypeSuggestions() {
  const [rows, setRows] = useState<SuggestionRow[]>([]);
  const [next, setNext] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);

  function show(page: AdminPage<SuggestionRow>, more: boolean) {
    setRows((current) => (more ? [...current, ...page.data] : page.data));
    setNext(page.next_cursor);
    setLoading(false);
  }
  function fail(failure: unknown) {
    setError(errorMessage(failure, 'Failed to load'));
    setLoading(false);
  }

  useEffect(() => {
    let wanted = true;
    fetchPage(null).then(
      (page) => wanted && show(page, false),
      (failure: unknown) => wanted && fail(failure),
    );
    return () => {
      wanted = false;
    };
  }, []);

  async function loadMore() {
    setLoading(true);
    setError(null);
    await fetchPage(next).then((page) => show(page, true), fail);
  }

  const replace = (row: SuggestionRow) =>
    setRows((current) => current.map((old) => (old.id === row.id ? row : old)));

  if (loading && rows.length === 0) {
    return (
      <div className="space-y-3" role="status" aria-label="Loading">
        <Skeleton className="h-20" />
        <Skeleton className="h-20" />
      </div>
    );
  }
  return (
    <div className="space-y-3">
      {error && <ErrorMessage>{error}</ErrorMessage>}
      {rows.length === 0 && !error && (
        <EmptyState title="No space types waiting for approval">
          New suggestions appear here as hosts make them.
        </EmptyState>
      )}
      <ul className="space-y-3" aria-label="Suggested space types">
        {rows.map((row) => (
          <li key={row.id} className="rounded-2xl border border-line p-4">
            <SuggestionView row={row} onDecided={replace} />
          </li>
        ))}
      </ul>
      {next && (
        <Button variant="secondary" pending={loading} onClick={() => void loadMore()}>
          Load more
        </Button>
      )}
    </div>
  );
}

function SuggestionView({
  row,
  onDecided,
}: {
  row: SuggestionRow;
  onDecided(row: SuggestionRow): void;
}) {
  const [pending, setPending] = useState<Decision | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function decide(decision: Decision) {
    setPending(decision);
    setError(null);
    try {
      const answer = await api<{ suggestion: SuggestionRow }>(`${PATH}/${row.id}/${decision}`, {
        method: 'POST',
      });
      onDecided(answer.suggestion);
    } catch (failure) {
      setError(errorMessage(failure, 'Failed to save the decision'));
    } finally {
      setPending(null);
    }
  }

  return (
    <article aria-label={row.label}>
      <header className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="font-medium">
          {row.label} <span className="font-normal text-muted">({row.name})</span>
        </h3>
        <time className="text-sm text-muted" dateTime={row.created_at}>
          {when(row.created_at)}
        </time>
      </header>
      <p className="mt-1 text-sm text-muted">
        Suggested by {row.suggested_by_email ?? 'a deleted account'}
        {row.listed && row.status === 'pending' && ' · already listed'}
      </p>
      {row.status === 'pending' ? (
        <div className="mt-3 flex flex-wrap gap-2">
          <Button
            size="sm"
            pending={pending === 'approve'}
            disabled={pending !== null}
            onClick={() => void decide('approve')}
          >
            Approve
          </Button>
          <Button
            size="sm"
            variant="secondary"
            pending={pending === 'reject'}
            disabled={pending !== null}
            onClick={() => void decide('reject')}
          >
            Reject
          </Button>
        </div>
      ) : (
        <p role="status" className="mt-3 text-sm font-medium">
          {row.status === 'approved' ? 'Approved: listed for everyone' : 'Rejected: not listed'}
        </p>
      )}
      {error && <ErrorMessage className="mt-3">{error}</ErrorMessage>}
    </article>
  );
}
