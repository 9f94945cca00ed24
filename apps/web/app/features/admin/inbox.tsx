import { useEffect, useState } from 'react';
import type {
  AdminPage,
  ContactMessageRow,
  OutboxRow,
  SubscriberRow,
} from '@rentspace/core/admin/api';
import { api, errorMessage } from '~/lib/api';
import { Button } from '~/components/ui/button';
import { EmptyState, ErrorMessage, Skeleton } from '~/components/ui/states';
import { formatMoment } from '~/lib/time-format';

type Kind = 'contact-messages' | 'newsletter-subscribers' | 'outbox';
type Row = ContactMessageRow | SubscriberRow | OutboxRow;

const EMPTY: Record<Kind, string> = {
  'contact-messages': 'No messages yet',
  'newsletter-subscribers': 'No newsletter sign-ups yet',
  outbox: 'No e-mail sent yet',
};

interface ListState {
  rows: Row[];
  next: string | null;
  loading: boolean;
  error?: string;
}

/** One list, loaded page by page; the parent keys it by kind, so switching lists starts afresh. */
function useList(kind: Kind) {
  const [state, setState] = useState<ListState>({ rows: [], next: null, loading: true });
  const fetchPage = (cursor: string | null) =>
    api<AdminPage<Row>>(
      `/rest/v1/admin/${kind}${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`,
    );

  useEffect(() => {
    let cancelled = false;
    fetchPage(null)
      .then(
        (page) =>
          !cancelled && setState({ rows: page.data, next: page.next_cursor, loading: false }),
      )
      .catch(
        (error: unknown) =>
          !cancelled &&
          setState({
            rows: [],
            next: null,
            loading: false,
            error: errorMessage(error, 'Failed to load'),
          }),
      );
    return () => {
      cancelled = true;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- fetchPage only depends on kind
  }, [kind]);

  const loadMore = async () => {
    setState((current) => ({ ...current, loading: true, error: undefined }));
    try {
      const page = await fetchPage(state.next);
      setState((current) => ({
        rows: [...current.rows, ...page.data],
        next: page.next_cursor,
        loading: false,
      }));
    } catch (error) {
      setState((current) => ({
        ...current,
        loading: false,
        error: errorMessage(error, 'Failed to load'),
      }));
    }
  };
  return { ...state, loadMore };
}

/** Contact-form messages, confirmed newsletter subscribers or the e-mail outbox, newest first. */
export function InboxList({ kind }: { kind: Kind }) {
  const list = useList(kind);
  if (list.loading && list.rows.length === 0) {
    return (
      <div className="space-y-3" role="status" aria-label="Loading">
        <Skeleton className="h-20" />
        <Skeleton className="h-20" />
      </div>
    );
  }
  return (
    <div className="space-y-3">
      {list.error && <ErrorMessage>{list.error}</ErrorMessage>}
      {list.rows.length === 0 && !list.error && (
        <EmptyState title={EMPTY[kind]}>New entries appear here as they arrive.</EmptyState>
      )}
      <ul className="space-y-3">
        {list.rows.map((row) => (
          <li key={row.id} className="rounded-2xl border border-line p-4">
            <RowView row={row} />
          </li>
        ))}
      </ul>
      {list.next && (
        <Button variant="secondary" pending={list.loading} onClick={() => void list.loadMore()}>
          Load more
        </Button>
      )}
    </div>
  );
}

function RowView({ row }: { row: Row }) {
  if ('message' in row) {
    return (
      <article>
        <header className="flex flex-wrap items-baseline justify-between gap-2">
          <h3 className="font-medium">
            {row.name} <span className="font-normal text-muted">&lt;{row.email}&gt;</span>
          </h3>
          <time className="text-sm text-muted" dateTime={row.created_at}>
            {formatMoment(row.created_at)}
          </time>
        </header>
        <p className="mt-1 text-sm font-medium capitalize text-brand-700">{row.subject}</p>
        <p className="mt-2 whitespace-pre-line text-sm text-muted">{row.message}</p>
      </article>
    );
  }
  if ('to_address' in row) {
    return (
      <article>
        <header className="flex flex-wrap items-baseline justify-between gap-2">
          <h3 className="font-medium">{row.subject}</h3>
          <time className="text-sm text-muted" dateTime={row.created_at}>
            {formatMoment(row.created_at)}
          </time>
        </header>
        <p className="text-sm text-muted">
          To {row.to_address} ·{' '}
          {row.error
            ? `not delivered: ${row.error}`
            : row.sent_at
              ? 'delivered by SMTP'
              : 'kept in the outbox'}
        </p>
        {/* A long e-mail scrolls in its box: the keyboard can focus it and scroll it too. */}
        <pre
          tabIndex={0}
          aria-label={`Text of “${row.subject}”`}
          className="mt-2 max-h-48 overflow-auto whitespace-pre-wrap rounded-xl bg-surface p-3 font-sans text-sm outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
        >
          {row.text_body}
        </pre>
      </article>
    );
  }
  return (
    <p className="flex flex-wrap justify-between gap-2">
      <span className="font-medium">{row.email}</span>
      <span className="text-sm text-muted">
        confirmed <time dateTime={row.confirmed_at}>{formatMoment(row.confirmed_at)}</time>
      </span>
    </p>
  );
}
