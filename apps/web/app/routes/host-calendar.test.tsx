import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CalendarResponse } from '@rentspace/core/bookings/calendar-api';
import { clientLoader } from './host-calendar';

vi.mock('~/lib/auth/client', () => ({
  accessToken: async () => 'host-token',
  currentSession: async () => ({ user: { id: 'host-1' } }),
}));

const SPACE = '2b1d6c4e-1f0a-4c8e-9b7d-5e3f2a1c0d91';

/** The host's one listing, and its calendar in `timeZone`; every calendar read asked for is kept. */
function server(timeZone: string) {
  const reads: { from: string; to: string }[] = [];
  const calendar: CalendarResponse = {
    space: {
      id: SPACE,
      title: 'Sunny loft',
      time_zone: timeZone,
      currency: 'USD',
      buffer_minutes: 0,
    },
    data: [],
  };
  const fetchMock = vi.fn(async (url: string) => {
    const parsed = new URL(url, 'http://localhost');
    if (parsed.pathname.endsWith('/calendar'))
      reads.push({ from: parsed.searchParams.get('from')!, to: parsed.searchParams.get('to')! });
    const body = parsed.pathname.endsWith('/calendar')
      ? calendar
      : { data: [{ id: SPACE, title: 'Sunny loft' }], next_cursor: null };
    return new Response(JSON.stringify(body), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return reads;
}

const load = (query = '') =>
  clientLoader({ request: new Request(`http://localhost/host/calendar${query}`) } as never);

describe('host calendar loader', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['Date'] }));
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("opens on today in the listing's zone when UTC is already in the next month", async () => {
    // 19:00 on November 30 in Los Angeles.
    vi.setSystemTime(new Date('2026-12-01T03:00:00Z'));
    const reads = server('America/Los_Angeles');
    const data = await load();
    expect(data.place).toEqual({ space: SPACE, view: 'month', date: '2026-11-30' });
    // December was read first (UTC's today), then November, the month shown.
    expect(reads).toHaveLength(2);
    expect(reads[1]!.from <= '2026-11-01T00:00:00.000Z').toBe(true);
    expect(reads[1]!.to > '2026-11-30T23:59:59.999Z').toBe(true);
  });

  it("opens the week of the listing's today when UTC's today is in the week before", async () => {
    // 05:00 on Monday, November 30 in Tokyo; still Sunday the 29th in UTC.
    vi.setSystemTime(new Date('2026-11-29T20:00:00Z'));
    const reads = server('Asia/Tokyo');
    const data = await load('?view=week');
    expect(data.place).toEqual({ space: SPACE, view: 'week', date: '2026-11-30' });
    expect(reads).toHaveLength(2);
    expect(reads[1]!.from > reads[0]!.from).toBe(true);
  });

  it("reads once when the listing's today is in the month UTC's today is in", async () => {
    // 05:00 on November 18 in Tokyo, still November 17 in UTC.
    vi.setSystemTime(new Date('2026-11-17T20:00:00Z'));
    const reads = server('Asia/Tokyo');
    expect((await load()).place).toEqual({ space: SPACE, view: 'month', date: '2026-11-18' });
    expect(reads).toHaveLength(1);
  });

  it('keeps the day the address asks for, whatever the zone', async () => {
    vi.setSystemTime(new Date('2026-12-01T03:00:00Z'));
    const reads = server('America/Los_Angeles');
    const data = await load(`?space=${SPACE}&view=month&date=2027-02-10`);
    expect(data.place).toEqual({ space: SPACE, view: 'month', date: '2027-02-10' });
    expect(reads).toHaveLength(1);
  });
});
