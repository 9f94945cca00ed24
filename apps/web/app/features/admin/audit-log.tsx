import { useEffect, useState, type FormEvent } from 'react';
import {
  AUDIT_ACTION_LABELS,
  AUDIT_ACTIONS,
  AuditLogQuerySchema,
  type AuditEntryRow,
  type AuditLogPage,
  type AuditValues,
} from '@rentspace/core/admin/audit';
import { api, errorMessage } from '~/lib/api';
import { Button } from '~/components/ui/button';
import { Field, Input, inputClasses } from '~/components/ui/field';
import { EmptyState, ErrorMessage, Skeleton } from '~/components/ui/states';
import { formatMoment } from '~/lib/time-format';

type Filters = {
  action: string;
  actor: string;
  target_type: string;
  target_id: string;
  from: string;
  to: string;
};
const NO_FILTERS: Filters = {
  action: '',
  actor: '',
  target_type: '',
  target_id: '',
  from: '',
  to: '',
};

/** The query string of a filter set and a cursor (empty filters are left out). */
function queryOf(filters: Filters, cursor: string | null) {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filters))
    if (value.trim()) params.set(name, value.trim());
  if (cursor) params.set('cursor', cursor);
  const text = params.toString();
  return text ? `?${text}` : '';
}

function Values({ label, values }: { label: string; values: AuditValues | null }) {
  if (!values || Object.keys(values).length === 0) return null;
  return (
    <div>
      <dt className="text-xs font-medium uppercase tracking-wide text-subtle">{label}</dt>
      <dd className="mt-1 break-all font-mono text-xs text-muted">
        {Object.entries(values)
          .map(([key, value]) => `${key}: ${value === null ? '—' : String(value)}`)
          .join(' · ')}
      </dd>
    </div>
  );
}

function Entry({ row }: { row: AuditEntryRow }) {
  return (
    <article>
      <header className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="font-medium">{AUDIT_ACTION_LABELS[row.action] ?? row.action}</h3>
        <time className="text-sm text-muted" dateTime={row.created_at}>
          {formatMoment(row.created_at)}
        </time>
      </header>
      <p className="text-sm text-muted">
        {row.actor_id ? `By ${row.actor_email ?? 'a deleted account'}` : 'By Rentspace (automatic)'}{' '}
        · {row.target_type.replaceAll('_', ' ')}{' '}
        <span className="break-all font-mono">{row.target_id}</span>
      </p>
      {row.reason && <p className="mt-2 text-sm">Reason: {row.reason}</p>}
      <dl className="mt-2 grid gap-2 sm:grid-cols-2">
        <Values label="Before" values={row.before} />
        <Values label="After" values={row.after} />
      </dl>
    </article>
  );
}

/**
 * The audit log on /admin: every admin action and automatic money movement, newest first, filtered
 * by action, actor, target and date, a page at a time (docs/product/admin-and-analytics.md#audit-log).
 */
export function AuditLog() {
  const [draft, setDraft] = useState<Filters>(NO_FILTERS);
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [invalid, setInvalid] = useState<Partial<Record<keyof Filters, string>>>({});
  const [rows, setRows] = useState<AuditEntryRow[]>([]);
  const [next, setNext] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string>();

  useEffect(() => {
    let cancelled = false;
    api<AuditLogPage>(`/rest/v1/admin/audit-log${queryOf(filters, null)}`)
      .then((page) => {
        if (cancelled) return;
        setRows(page.data);
        setNext(page.next_cursor);
      })
      .catch((failure: unknown) => {
        if (cancelled) return;
        setRows([]);
        setNext(null);
        setError(errorMessage(failure, 'Failed to load'));
      })
      .finally(() => !cancelled && setLoading(false));
    return () => {
      cancelled = true;
    };
  }, [filters]);

  const loadMore = async () => {
    setLoading(true);
    setError(undefined);
    try {
      const page = await api<AuditLogPage>(`/rest/v1/admin/audit-log${queryOf(filters, next)}`);
      setRows((current) => [...current, ...page.data]);
      setNext(page.next_cursor);
    } catch (failure) {
      setError(errorMessage(failure, 'Failed to load'));
    } finally {
      setLoading(false);
    }
  };

  /** Loads the first page under `chosen` filters (the effect fetches it). */
  const show = (chosen: Filters) => {
    setLoading(true);
    setError(undefined);
    setRows([]);
    setFilters(chosen);
  };

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const cleaned = Object.fromEntries(
      Object.entries(draft).filter(([, value]) => value.trim() !== ''),
    );
    const parsed = AuditLogQuerySchema.safeParse(cleaned);
    if (!parsed.success) {
      const errors: Partial<Record<keyof Filters, string>> = {};
      for (const issue of parsed.error.issues)
        errors[issue.path[0] as keyof Filters] ??= issue.message;
      setInvalid(errors);
      return;
    }
    setInvalid({});
    show({ ...draft });
  };

  const text = (name: keyof Filters, label: string, type = 'text', placeholder?: string) => (
    <Field label={label} error={invalid[name]}>
      {({ id, describedBy, invalid: bad }) => (
        <Input
          id={id}
          type={type}
          value={draft[name]}
          placeholder={placeholder}
          aria-describedby={describedBy}
          aria-invalid={bad || undefined}
          onChange={(event) => setDraft({ ...draft, [name]: event.target.value })}
        />
      )}
    </Field>
  );

  return (
    <section aria-labelledby="audit-log-title" className="space-y-4">
      <h2 id="audit-log-title" className="text-xl font-semibold">
        Audit log
      </h2>
      <form
        onSubmit={apply}
        aria-label="Filter the audit log"
        className="grid gap-3 rounded-2xl border border-line p-4 sm:grid-cols-2 lg:grid-cols-3"
      >
        <Field label="Action">
          {({ id }) => (
            <select
              id={id}
              className={inputClasses}
              value={draft.action}
              onChange={(event) => setDraft({ ...draft, action: event.target.value })}
            >
              <option value="">All actions</option>
              {[...new Set([...AUDIT_ACTIONS, ...Object.keys(AUDIT_ACTION_LABELS)])].map(
                (action) => (
                  <option key={action} value={action}>
                    {AUDIT_ACTION_LABELS[action] ?? action}
                  </option>
                ),
              )}
            </select>
          )}
        </Field>
        {text('actor', 'Actor', 'text', 'Admin e-mail, or system')}
        {text('target_type', 'Target type', 'text', 'booking, listing, user…')}
        {text('target_id', 'Target id')}
        {text('from', 'From', 'date')}
        {text('to', 'To', 'date')}
        <div className="flex flex-wrap gap-2 sm:col-span-2 lg:col-span-3">
          <Button type="submit">Apply filters</Button>
          <Button
            type="button"
            variant="secondary"
            onClick={() => {
              setDraft(NO_FILTERS);
              setInvalid({});
              show(NO_FILTERS);
            }}
          >
            Clear
          </Button>
        </div>
      </form>
      {error && <ErrorMessage>{error}</ErrorMessage>}
      {loading && rows.length === 0 ? (
        <div className="space-y-3" role="status" aria-label="Loading">
          <Skeleton className="h-20" />
          <Skeleton className="h-20" />
        </div>
      ) : (
        <>
          {rows.length === 0 && !error && (
            <EmptyState title="No entries">
              Admin actions and payments, refunds and payouts appear here as they happen.
            </EmptyState>
          )}
          <ul className="space-y-3" aria-label="Audit entries">
            {rows.map((row) => (
              <li key={row.id} className="rounded-2xl border border-line p-4">
                <Entry row={row} />
              </li>
            ))}
          </ul>
          {next && (
            <Button variant="secondary" pending={loading} onClick={() => void loadMore()}>
              Load more
            </Button>
          )}
        </>
      )}
    </section>
  );
}
