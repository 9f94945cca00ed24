import {
  BLOCK_MESSAGES,
  blockRange,
  formatBlockTime,
  type Block,
} from '@rentspace/core/bookings/calendar';
import type { CalendarBlock, CalendarEntry } from '@rentspace/core/bookings/calendar-api';
import { formatTimeRange, zoneName } from '@rentspace/core/intl';
import type { Database } from '@rentspace/db';
import type { Clock } from '../clock.ts';
import type { Logger } from '../logger.ts';
import { ApiError, conflict, notFound } from '../http/errors.ts';
import type { PaymentProvider } from '../payments/provider.ts';
import {
  deleteBlock,
  expireStaleHolds,
  findCalendarSpace,
  insertBlock,
  listCalendar,
  type CalendarSpace,
} from './calendar-repository.ts';

export interface CalendarDeps {
  db: Database;
  clock: Clock;
  logger: Logger;
  payments: PaymentProvider;
  isAdmin: (userId: string) => Promise<boolean>;
}

/** Someone else's listing is as unknown as a made-up id (docs/product/roles-and-permissions.md). */
const LISTING_NOT_FOUND = 'Listing not found';

/** Why a block cannot go where `entry` is, naming it the way the calendar shows it. */
function conflictMessage(entry: CalendarEntry, space: CalendarSpace): string {
  const format = entry.kind === 'block' ? formatBlockTime : formatTimeRange;
  const time = `${format(entry.start_time, entry.end_time, space.time_zone)} (${zoneName(space.time_zone)})`;
  const buffer =
    space.buffer_minutes > 0 ? ` or the ${space.buffer_minutes}-minute buffer after it` : '';
  const guest = entry.kind !== 'block' ? (entry.guest_name ?? 'a guest') : '';
  if (entry.kind === 'booking')
    return `This time overlaps the confirmed booking of ${guest} on ${time}${buffer}. A booking cannot be blocked.`;
  if (entry.kind === 'hold')
    return `This time overlaps a booking ${guest} is paying for on ${time}${buffer}. Try again once the hold ends.`;
  return `This time overlaps a time already blocked on ${time}.`;
}

/** The host calendar's reads and its blocks (docs/product/booking-lifecycle.md#host-calendar). */
export function createCalendarService(deps: CalendarDeps) {
  /** The listing, when the user owns it or is an admin; otherwise 404. */
  async function ownSpace(userId: string, spaceId: string): Promise<CalendarSpace> {
    const space = await findCalendarSpace(deps.db, spaceId);
    if (!space) throw notFound(LISTING_NOT_FOUND);
    if (space.user_id !== userId && !(await deps.isAdmin(userId)))
      throw notFound(LISTING_NOT_FOUND);
    return space;
  }

  async function cancelIntents(intents: (string | null)[]) {
    for (const intentId of intents) {
      if (!intentId) continue;
      try {
        await deps.payments.cancelIntent(intentId, `intent-${intentId}-cancel`);
      } catch (error) {
        deps.logger.warn(
          { err: error, intentId },
          'could not cancel the intent of an expired hold',
        );
      }
    }
  }

  return {
    async calendar(userId: string, spaceId: string, from: Date, to: Date) {
      const space = await ownSpace(userId, spaceId);
      const data = await listCalendar(deps.db, space.id, from, to, deps.clock.now());
      const { user_id: _owner, ...shown } = space;
      return { space: shown, data };
    },

    /**
     * Blocks a time of the listing. The database decides against a hold placed at the same moment
     * (the exclusion constraint); a refusal names what is in the way. Holds past their time never
     * stand in the way: they are cancelled and the block is tried once more.
     */
    async block(userId: string, spaceId: string, input: Block): Promise<CalendarBlock> {
      const space = await ownSpace(userId, spaceId);
      const range = blockRange(input, space.time_zone);
      // A start in the hour the clocks skip is read as the time after it, and can land on or
      // after the end (02:30 to 03:15 on a spring-forward night): nothing would be blocked.
      if (range.end.getTime() <= range.start.getTime())
        throw new ApiError(422, 'clock_change', BLOCK_MESSAGES.clockChange, {
          start: [BLOCK_MESSAGES.clockChange],
        });
      const now = deps.clock.now();
      if (range.end.getTime() <= now.getTime())
        throw new ApiError(422, 'in_the_past', BLOCK_MESSAGES.past, {
          date: [BLOCK_MESSAGES.past],
        });
      const block = {
        space_id: space.id,
        ...range,
        note: input.note ? input.note : null,
        created_by: userId,
      };
      let row = await insertBlock(deps.db, block);
      if (!row) {
        const expired = await expireStaleHolds(deps.db, space.id, now);
        await cancelIntents(expired.map((hold) => hold.payment_intent_id));
        if (expired.length > 0) row = await insertBlock(deps.db, block);
      }
      if (!row) {
        // Read after the refusal: what won the race is there to name (a slot freed since is not).
        const [inTheWay] = await listCalendar(deps.db, space.id, range.start, range.end, now);
        const message = inTheWay
          ? conflictMessage(inTheWay, space)
          : 'This time slot is not available';
        throw conflict('slot_taken', message);
      }
      return {
        kind: 'block',
        id: row.id,
        start_time: row.start_time.toISOString(),
        end_time: row.end_time.toISOString(),
        note: row.note,
        created_at: row.created_at.toISOString(),
        imported_from: null,
      };
    },

    async unblock(userId: string, spaceId: string, blockId: string): Promise<void> {
      const space = await ownSpace(userId, spaceId);
      const outcome = await deleteBlock(deps.db, space.id, blockId);
      if (outcome === 'imported') throw conflict('imported_block', BLOCK_MESSAGES.imported);
      if (outcome === 'missing') throw notFound(BLOCK_MESSAGES.notFound);
    },
  };
}

export type CalendarService = ReturnType<typeof createCalendarService>;
