import { useState } from 'react';
import type { CalendarEntry } from '@rentspace/core/bookings/calendar-api';
import { BLOCK_MESSAGES, formatBlockTime } from '@rentspace/core/bookings/calendar';
import { HOST_PAYOUT_PERCENTAGE } from '@rentspace/core/money/fees';
import { formatMoney } from '@rentspace/core/money/currencies';
import { Button } from '~/components/ui/button';
import { ErrorMessage } from '~/components/ui/states';
import { ApiRequestError } from '~/lib/api';
import { notify } from '~/lib/toast';
import { formatInstant, formatRange, zoneName } from '~/lib/time-format';
import { calendarApi } from './api';

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex justify-between gap-4 py-2">
      <dt className="text-muted">{label}</dt>
      <dd className="text-right font-medium">{children}</dd>
    </div>
  );
}

/**
 * One entry of the host calendar opened: a booking with its guest's name, times and amounts (never
 * their e-mail or phone), a hold and until when it is kept, a block with its note and Unblock.
 */
export function EntryDetails({
  entry,
  spaceId,
  timeZone,
  onChanged,
}: {
  entry: CalendarEntry;
  spaceId: string;
  timeZone: string;
  onChanged(): void;
}) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const zone = `(${zoneName(timeZone)})`;
  // A block of whole days reads as its days, not as midnight to the midnight after them.
  const format = entry.kind === 'block' ? formatBlockTime : formatRange;
  const when = `${format(entry.start_time, entry.end_time, timeZone)} ${zone}`;

  async function unblock() {
    setPending(true);
    setError(null);
    try {
      await calendarApi.unblock(spaceId, entry.id);
      notify.success('Time unblocked', { description: 'Guests can book it again.' });
      onChanged();
    } catch (caught) {
      setError(caught instanceof ApiRequestError ? caught.message : 'Failed to unblock this time');
      setPending(false);
    }
  }

  return (
    <div className="space-y-4">
      <dl className="divide-y divide-line text-sm">
        <Row label="When">{when}</Row>
        {entry.kind === 'booking' && (
          <>
            <Row label="Guest">{entry.guest_name || 'Guest'}</Row>
            <Row label="Status">{entry.status === 'completed' ? 'Completed' : 'Confirmed'}</Row>
            <Row label="Guest paid">
              <span className="tabular">{formatMoney(entry.total_price, entry.currency)}</span>
            </Row>
            <Row label={`Your payout (${HOST_PAYOUT_PERCENTAGE}%)`}>
              <span className="tabular">{formatMoney(entry.payout, entry.currency)}</span>
            </Row>
          </>
        )}
        {entry.kind !== 'block' && entry.kept_until !== entry.end_time && (
          <Row label="Buffer kept free until">
            {formatInstant(entry.kept_until, timeZone)} {zone}
          </Row>
        )}
        {entry.kind === 'hold' && (
          <>
            <Row label="Guest">{entry.guest_name || 'Guest'}</Row>
            <Row
              label={entry.requested ? 'Request to book: answer by' : 'Held while they pay, until'}
            >
              {formatInstant(entry.hold_expires_at, timeZone)} {zone}
            </Row>
          </>
        )}
        {entry.kind === 'block' &&
          (entry.imported_from !== null ? (
            <Row label="From">Imported calendar “{entry.imported_from}”</Row>
          ) : (
            <Row label="Note">{entry.note || 'No note'}</Row>
          ))}
      </dl>
      {error && <ErrorMessage>{error}</ErrorMessage>}
      {/* An imported event follows its calendar: unblocked here, the next sync would put it back. */}
      {entry.kind === 'block' && entry.imported_from !== null && (
        <p className="text-sm text-muted">{BLOCK_MESSAGES.imported}</p>
      )}
      {entry.kind === 'block' && entry.imported_from === null && (
        <Button variant="secondary" className="w-full" pending={pending} onClick={unblock}>
          Unblock
        </Button>
      )}
    </div>
  );
}
