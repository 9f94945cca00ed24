import { useEffect, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { CalendarSync as CalendarIcon, Copy, RefreshCw, Trash2 } from 'lucide-react';
import {
  CALENDAR_MESSAGES,
  CalendarFeedInputSchema,
  type CalendarFeed,
  type CalendarSync,
} from '@rentspace/core/calendar/schemas';
import { zonedDate } from '@rentspace/core/bookings/times';
import { api, ApiRequestError, errorMessage } from '~/lib/api';
import { formatInstant, formatRange, zoneName } from '~/lib/time-format';
import { notify } from '~/lib/toast';
import { Button } from '~/components/ui/button';
import { Dialog } from '~/components/ui/dialog';
import { Input, TextField } from '~/components/ui/field';
import { ErrorMessage, Skeleton } from '~/components/ui/states';

const base = (spaceId: string) => `/rest/v1/spaces/${encodeURIComponent(spaceId)}`;

/** The calendar sync endpoints (API contract: apps/server/src/calendar/routes.ts). */
export const calendarSyncApi = {
  read: (spaceId: string) => api<CalendarSync>(`${base(spaceId)}/calendar-sync`),
  regenerate: (spaceId: string) =>
    api<CalendarSync>(`${base(spaceId)}/calendar-sync/export-secret`, { method: 'POST' }),
  add: (spaceId: string, body: { name: string; url: string }) =>
    api<CalendarSync>(`${base(spaceId)}/calendar-feeds`, { method: 'POST', body }),
  sync: (spaceId: string, feedId: string) =>
    api<CalendarSync>(`${base(spaceId)}/calendar-feeds/${feedId}/sync`, { method: 'POST' }),
  remove: (spaceId: string, feedId: string) =>
    api<CalendarSync>(`${base(spaceId)}/calendar-feeds/${feedId}`, { method: 'DELETE' }),
};

/**
 * The listing edit page's "Calendar sync" section (docs/product/calendar-sync.md): the secret
 * export address to copy or regenerate, the imported calendars with their last sync, last error
 * and conflicts, and the form to add one.
 */
export function CalendarSyncSection({ spaceId, timeZone }: { spaceId: string; timeZone: string }) {
  const [sync, setSync] = useState<CalendarSync | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    calendarSyncApi.read(spaceId).then(
      (answer) => live && setSync(answer),
      (error: unknown) => live && setLoadError(errorMessage(error, 'Failed to load calendar sync')),
    );
    return () => {
      live = false;
    };
  }, [spaceId]);

  return (
    <section
      aria-labelledby="calendar-sync-heading"
      className="mt-10 space-y-6 rounded-2xl border border-line p-4 sm:p-6"
    >
      <div>
        <h2 id="calendar-sync-heading" className="flex items-center gap-2 text-lg font-semibold">
          <CalendarIcon className="size-5" aria-hidden /> Calendar sync
        </h2>
        <p className="mt-1 text-sm text-muted">
          Keep this listing’s calendar in step with other platforms: they subscribe to its export,
          and the calendars you import here block their times on Rentspace.
        </p>
      </div>
      {loadError && <ErrorMessage>{loadError}</ErrorMessage>}
      {!sync && !loadError && <Skeleton className="h-40 w-full" />}
      {sync && (
        <>
          <ExportAddress spaceId={spaceId} url={sync.export_url} onChange={setSync} />
          <ImportedCalendars
            spaceId={spaceId}
            timeZone={timeZone}
            feeds={sync.feeds}
            onChange={setSync}
          />
          {sync.feeds.length < sync.max_feeds ? (
            <AddCalendarForm spaceId={spaceId} onChange={setSync} />
          ) : (
            <p className="text-sm text-muted">{CALENDAR_MESSAGES.tooManyFeeds}</p>
          )}
        </>
      )}
    </section>
  );
}

function ExportAddress({
  spaceId,
  url,
  onChange,
}: {
  spaceId: string;
  url: string;
  onChange(sync: CalendarSync): void;
}) {
  const [confirming, setConfirming] = useState(false);
  const [pending, setPending] = useState(false);
  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      notify.success(CALENDAR_MESSAGES.copied);
    } catch {
      notify.error('Could not copy: select the address and copy it');
    }
  }
  async function regenerate() {
    setPending(true);
    try {
      onChange(await calendarSyncApi.regenerate(spaceId));
      notify.success(CALENDAR_MESSAGES.regenerated);
      setConfirming(false);
    } catch (error) {
      notify.error(errorMessage(error, 'Failed to make a new address'));
    } finally {
      setPending(false);
    }
  }
  return (
    <div className="space-y-2">
      <h3 className="font-medium">Export this calendar</h3>
      <p className="text-sm text-muted">
        Paste this address where Google Calendar, Outlook or Airbnb asks for a calendar to import.
        It lists confirmed bookings and your blocks, never a guest’s details. Keep it private.
      </p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <label htmlFor="calendar-export-url" className="sr-only">
          Export address
        </label>
        <Input
          id="calendar-export-url"
          readOnly
          value={url}
          onFocus={(event) => event.currentTarget.select()}
          className="font-mono text-xs"
        />
        <div className="flex shrink-0 gap-2">
          <Button variant="secondary" onClick={copy}>
            <Copy className="size-4" aria-hidden /> Copy
          </Button>
          <Button
            variant="secondary"
            className="whitespace-nowrap"
            onClick={() => setConfirming(true)}
          >
            <RefreshCw className="size-4" aria-hidden /> New address
          </Button>
        </div>
      </div>
      <Dialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Make a new export address?"
        description="Calendars subscribed to the current address stop updating: it will answer “not found”. You then give them the new one."
      >
        <div className="mt-4 flex justify-end gap-2">
          <Button variant="secondary" onClick={() => setConfirming(false)}>
            Keep this address
          </Button>
          <Button variant="danger" pending={pending} onClick={regenerate}>
            Make a new address
          </Button>
        </div>
      </Dialog>
    </div>
  );
}

function ImportedCalendars({
  spaceId,
  timeZone,
  feeds,
  onChange,
}: {
  spaceId: string;
  timeZone: string;
  feeds: CalendarFeed[];
  onChange(sync: CalendarSync): void;
}) {
  const [busy, setBusy] = useState<string | null>(null);
  async function act(feed: CalendarFeed, action: 'sync' | 'remove') {
    setBusy(`${action}-${feed.id}`);
    try {
      onChange(await calendarSyncApi[action](spaceId, feed.id));
      if (action === 'remove') notify.success(CALENDAR_MESSAGES.removed);
    } catch (error) {
      notify.error(errorMessage(error, 'Something went wrong. Try again.'));
    } finally {
      setBusy(null);
    }
  }
  return (
    <div className="space-y-3">
      <h3 className="font-medium">Imported calendars</h3>
      {feeds.length === 0 && (
        <p className="text-sm text-muted">
          None yet. Add another platform’s export address below: its events block this listing.
        </p>
      )}
      <ul className="space-y-3">
        {feeds.map((feed) => (
          <li key={feed.id} className="space-y-2 rounded-xl border border-line p-3">
            <div className="flex flex-wrap items-start justify-between gap-2">
              <div className="min-w-0">
                <p className="font-medium">{feed.name}</p>
                <p className="break-all text-xs text-muted">{feed.url}</p>
              </div>
              <div className="flex gap-2">
                <Button
                  variant="secondary"
                  size="sm"
                  pending={busy === `sync-${feed.id}`}
                  onClick={() => act(feed, 'sync')}
                >
                  Sync now
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`Remove ${feed.name}`}
                  pending={busy === `remove-${feed.id}`}
                  onClick={() => act(feed, 'remove')}
                >
                  <Trash2 className="size-4" aria-hidden /> Remove
                </Button>
              </div>
            </div>
            {/* A calendar whose syncs have all failed says only its error, below. */}
            {(feed.last_synced_at || !feed.last_error) && (
              <p className="text-sm">
                {feed.last_synced_at
                  ? `Last synced ${formatInstant(feed.last_synced_at, timeZone)} (${zoneName(timeZone)}) · ${feed.blocked_count} blocked ${feed.blocked_count === 1 ? 'time' : 'times'}`
                  : 'Not synced yet'}
              </p>
            )}
            {feed.last_error && <ErrorMessage>Last sync failed: {feed.last_error}</ErrorMessage>}
            {feed.conflicts.length > 0 && (
              <div className="rounded-lg bg-danger-600/10 p-2 text-sm">
                <p className="font-medium">
                  {feed.conflicts.length === 1
                    ? '1 event overlaps a booking and could not block it:'
                    : `${feed.conflicts.length} events overlap bookings and could not block them:`}
                </p>
                <ul className="mt-1 list-disc pl-5">
                  {feed.conflicts.map((conflict) => (
                    <li key={conflict.uid}>
                      {formatRange(conflict.start_time, conflict.end_time, timeZone)}
                      {conflict.summary ? ` (${conflict.summary})` : ''}, over{' '}
                      {conflict.conflict_guest_name
                        ? `${conflict.conflict_guest_name}’s booking`
                        : 'a guest’s booking'}
                      .{' '}
                      <Link
                        className="font-medium underline underline-offset-2"
                        to={`/host/calendar?space=${encodeURIComponent(spaceId)}&view=week&date=${zonedDate(new Date(conflict.start_time), timeZone)}`}
                      >
                        See it in the calendar
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

function AddCalendarForm({
  spaceId,
  onChange,
}: {
  spaceId: string;
  onChange(sync: CalendarSync): void;
}) {
  const [name, setName] = useState('');
  const [url, setUrl] = useState('');
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [pending, setPending] = useState(false);
  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = CalendarFeedInputSchema.safeParse({ name, url });
    if (!parsed.success) {
      const fields: Record<string, string> = {};
      for (const issue of parsed.error.issues) fields[String(issue.path[0])] ??= issue.message;
      setErrors(fields);
      return;
    }
    setErrors({});
    setPending(true);
    try {
      onChange(await calendarSyncApi.add(spaceId, parsed.data));
      notify.success(CALENDAR_MESSAGES.added);
      setName('');
      setUrl('');
    } catch (error) {
      if (error instanceof ApiRequestError && Object.keys(error.fields).length > 0) {
        setErrors(Object.fromEntries(Object.entries(error.fields).map(([k, v]) => [k, v[0]])));
      } else {
        notify.error(errorMessage(error, 'Failed to add the calendar'));
      }
    } finally {
      setPending(false);
    }
  }
  return (
    <form onSubmit={submit} noValidate className="space-y-3" aria-label="Import a calendar">
      <h3 className="font-medium">Import a calendar</h3>
      <div className="grid gap-3 sm:grid-cols-[1fr_2fr]">
        <TextField
          label="Name"
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={errors.name}
          placeholder="Airbnb"
          maxLength={60}
        />
        <TextField
          label="Calendar address (.ics)"
          value={url}
          onChange={(event) => setUrl(event.target.value)}
          error={errors.url}
          placeholder="https://…/calendar.ics"
          inputMode="url"
        />
      </div>
      <Button type="submit" pending={pending}>
        Import calendar
      </Button>
    </form>
  );
}
