import { useEffect, useState } from 'react';
import {
  REPORT_REASON_LABELS,
  ReportCloseSchema,
  type ReportRow,
  type ReportStatus,
  type ReportsPage,
} from '@rentspace/core/reports/schema';
import { api, errorMessage } from '~/lib/api';
import { Button } from '~/components/ui/button';
import { Field, Textarea } from '~/components/ui/field';
import { EmptyState, ErrorMessage, Skeleton } from '~/components/ui/states';
import { cx } from '~/components/ui/cx';
import { ModerationAction } from './moderation-action';
import { formatMoment } from '~/lib/time-format';

const TARGET_LABELS: Record<ReportRow['target_type'], string> = {
  listing: 'Listing',
  review: 'Review',
  message: 'Message',
  user: 'Member',
};

/** Where an admin opens what was reported, when it has a page. */
function targetLink(row: ReportRow): string | null {
  return row.target_type === 'listing' ? `/space/${row.target_id}` : null;
}

const REPORTER_HINT = 'Sent to the person concerned and, as the resolution, to the reporter.';

/** The action that answers a report and closes it, where the target has one (docs/product/moderation.md#moderation-actions). */
function ReportAction({ report, onDone }: { report: ReportRow; onDone(): void }) {
  const common = { reportId: report.id, hint: REPORTER_HINT, danger: true, onDone };
  if (report.target_type === 'listing')
    return (
      <ModerationAction
        label="Suspend listing"
        path={`listings/${report.target_id}/suspend`}
        {...common}
      />
    );
  if (report.target_type === 'review')
    return (
      <ModerationAction label="Hide review" path={`reviews/${report.target_id}/hide`} {...common} />
    );
  if (report.target_type === 'user')
    return (
      <ModerationAction
        label="Suspend member"
        path={`users/${report.target_id}/suspend`}
        {...common}
      />
    );
  return null;
}

/** "Close report": the admin writes what was done; the reporter gets it by e-mail. */
function CloseForm({ report, onClosed }: { report: ReportRow; onClosed(): void }) {
  const [resolution, setResolution] = useState('');
  const [invalid, setInvalid] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const [pending, setPending] = useState(false);
  return (
    <form
      noValidate
      className="mt-3 space-y-2"
      onSubmit={async (event) => {
        event.preventDefault();
        const parsed = ReportCloseSchema.safeParse({ resolution });
        if (!parsed.success) return setInvalid(parsed.error.issues[0]?.message);
        setInvalid(undefined);
        setFailure(undefined);
        setPending(true);
        try {
          await api(`/rest/v1/admin/reports/${report.id}/close`, {
            method: 'POST',
            body: parsed.data,
          });
          onClosed();
        } catch (error) {
          setFailure(errorMessage(error, 'Failed to close the report'));
        } finally {
          setPending(false);
        }
      }}
    >
      <Field
        label="Resolution"
        hint="What was done. The reporter receives it by e-mail."
        error={invalid}
      >
        {({ id, describedBy, invalid: bad }) => (
          <Textarea
            id={id}
            value={resolution}
            maxLength={1000}
            aria-describedby={describedBy}
            aria-invalid={bad || undefined}
            onChange={(event) => setResolution(event.target.value)}
          />
        )}
      </Field>
      {failure && <ErrorMessage>{failure}</ErrorMessage>}
      <Button type="submit" size="sm" pending={pending}>
        Close report
      </Button>
    </form>
  );
}

/**
 * The report queue on /admin's Moderation tab: open or closed reports, newest first, a page at a
 * time; an open one is closed with a resolution (docs/product/moderation.md#report-queue).
 */
export function ReportQueue() {
  const [status, setStatus] = useState<ReportStatus>('open');
  const [rows, setRows] = useState<ReportRow[]>([]);
  const [next, setNext] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string>();
  const [reload, setReload] = useState(0);

  useEffect(() => {
    let cancelled = false;
    api<ReportsPage>(`/rest/v1/admin/reports?status=${status}`)
      .then((page) => {
        if (cancelled) return;
        setRows(page.data);
        setNext(page.next_cursor);
      })
      .catch((failure: unknown) => !cancelled && setError(errorMessage(failure, 'Failed to load')))
      .finally(() => !cancelled && setLoading(false));
    return () => {
      cancelled = true;
    };
  }, [status, reload]);

  const show = (chosen: ReportStatus) => {
    setLoading(true);
    setError(undefined);
    setRows([]);
    setStatus(chosen);
    setReload((n) => n + 1);
  };
  const loadMore = async () => {
    setLoading(true);
    try {
      const page = await api<ReportsPage>(
        `/rest/v1/admin/reports?status=${status}&cursor=${encodeURIComponent(next ?? '')}`,
      );
      setRows((current) => [...current, ...page.data]);
      setNext(page.next_cursor);
    } catch (failure) {
      setError(errorMessage(failure, 'Failed to load'));
    } finally {
      setLoading(false);
    }
  };

  return (
    <section aria-labelledby="reports-title" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="reports-title" className="text-xl font-semibold">
          Reports
        </h2>
        <div role="group" aria-label="Report status" className="flex gap-1">
          {(['open', 'closed'] as const).map((choice) => (
            <button
              key={choice}
              type="button"
              aria-pressed={status === choice}
              onClick={() => show(choice)}
              className={cx(
                'min-h-11 rounded-full px-4 text-sm font-medium',
                status === choice ? 'bg-ink text-white' : 'text-muted hover:bg-surface',
              )}
            >
              {choice === 'open' ? 'Open' : 'Closed'}
            </button>
          ))}
        </div>
      </div>
      {error && <ErrorMessage>{error}</ErrorMessage>}
      {loading && rows.length === 0 ? (
        <div className="space-y-3" role="status" aria-label="Loading">
          <Skeleton className="h-24" />
        </div>
      ) : (
        <>
          {rows.length === 0 && !error && (
            <EmptyState title={status === 'open' ? 'No open reports' : 'No closed reports'}>
              Reports people send about listings, reviews, messages and members appear here.
            </EmptyState>
          )}
          <ul
            className="space-y-3"
            aria-label={status === 'open' ? 'Open reports' : 'Closed reports'}
          >
            {rows.map((row) => {
              const link = targetLink(row);
              return (
                <li key={row.id} className="rounded-2xl border border-line p-4">
                  <article>
                    <header className="flex flex-wrap items-baseline justify-between gap-2">
                      <h3 className="font-medium">
                        {TARGET_LABELS[row.target_type]}:{' '}
                        {link ? (
                          <a className="underline" href={link}>
                            {row.target_summary ?? row.target_id}
                          </a>
                        ) : (
                          (row.target_summary ?? 'no longer exists')
                        )}
                      </h3>
                      <time className="text-sm text-muted" dateTime={row.created_at}>
                        {formatMoment(row.created_at)}
                      </time>
                    </header>
                    <p className="text-sm text-muted">
                      {REPORT_REASON_LABELS[row.reason]} · reported by {row.reporter_email} ·{' '}
                      <span className="break-all font-mono">{row.target_id}</span>
                    </p>
                    {row.details && (
                      <p className="mt-2 whitespace-pre-line text-sm">{row.details}</p>
                    )}
                    {row.status === 'closed' ? (
                      <p className="mt-2 text-sm">
                        Closed {row.closed_at && formatMoment(row.closed_at)}: {row.resolution}
                      </p>
                    ) : (
                      <>
                        <div className="mt-3 flex flex-wrap gap-2">
                          <ReportAction report={row} onDone={() => show('open')} />
                        </div>
                        <CloseForm report={row} onClosed={() => show('open')} />
                      </>
                    )}
                  </article>
                </li>
              );
            })}
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
