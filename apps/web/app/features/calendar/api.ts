import type { BlockInput } from '@rentspace/core/bookings/calendar';
import type { CalendarBlock, CalendarResponse } from '@rentspace/core/bookings/calendar-api';
import { api } from '~/lib/api';

const base = (spaceId: string) => `/rest/v1/spaces/${encodeURIComponent(spaceId)}`;

/** The host calendar (docs/product/booking-lifecycle.md#host-calendar) of an own listing over [from, to). */
export const calendarApi = {
  read: (spaceId: string, from: Date, to: Date) =>
    api<CalendarResponse>(
      `${base(spaceId)}/calendar?from=${encodeURIComponent(from.toISOString())}&to=${encodeURIComponent(to.toISOString())}`,
    ),
  block: (spaceId: string, input: BlockInput) =>
    api<CalendarBlock>(`${base(spaceId)}/blocks`, { method: 'POST', body: input }),
  unblock: (spaceId: string, blockId: string) =>
    api<void>(`${base(spaceId)}/blocks/${encodeURIComponent(blockId)}`, { method: 'DELETE' }),
};
