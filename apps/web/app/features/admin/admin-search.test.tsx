import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminBookingRow, AdminUserRow } from '@rentspace/core/moderation/schema';
import { AdminSearch } from './admin-search';

vi.mock('~/lib/auth/client', () => ({ accessToken: async () => 'admin-token' }));

const MEMBER: AdminUserRow = {
  id: '3e9f3a52-7d4c-4f53-9a51-1f1a3c2b4d5e',
  email: 'host@example.test',
  full_name: 'Harper Host',
  is_admin: false,
  suspended_at: null,
  suspension_reason: null,
  listings: 2,
  created_at: '2026-03-20T12:00:00.000Z',
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('admin search on the Moderation tab', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('finds members a page at a time and suspends one, then shows them suspended', async () => {
    let suspended = false;
    const row = () => ({
      ...MEMBER,
      ...(suspended ? { suspended_at: '2026-03-21T12:00:00.000Z', suspension_reason: 'Scam' } : {}),
    });
    const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
      if (url === '/rest/v1/admin/search/users?q=host')
        return json(200, { data: [row()], next_cursor: '1' });
      if (url === '/rest/v1/admin/search/users?q=host&cursor=1')
        return json(200, {
          data: [
            {
              ...MEMBER,
              id: '4f9f3a52-7d4c-4f53-9a51-1f1a3c2b4d5e',
              email: 'host2@example.test',
              full_name: null,
            },
          ],
          next_cursor: null,
        });
      if (url === `/rest/v1/admin/users/${MEMBER.id}/suspend` && init?.method === 'POST') {
        expect(JSON.parse(String(init.body))).toEqual({ reason: 'Scam' });
        suspended = true;
        return json(200, {
          target_type: 'user',
          target_id: MEMBER.id,
          active: true,
          report_closed: false,
          cancelled_bookings: 1,
        });
      }
      throw new Error(`unexpected ${url}`);
    });
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    render(<AdminSearch />);

    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Type what to look for')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('E-mail or name'), 'host');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const list = await screen.findByRole('list', { name: 'Members found' });
    expect(within(list).getByText('Harper Host')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await within(list).findByText('host2@example.test')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();

    const first = within(list).getAllByRole('listitem')[0]!;
    await user.click(within(first).getByRole('button', { name: 'Suspend member' }));
    await user.type(within(first).getByLabelText('Reason'), 'Scam');
    const form = within(first).getByRole('form', { name: 'Suspend member' });
    await user.click(within(form).getByRole('button', { name: 'Suspend member' }));
    expect(await within(list).findByText('Reason: Scam')).toBeInTheDocument();
    expect(within(list).getByRole('button', { name: 'Lift suspension' })).toBeInTheDocument();
  });

  it('says when nothing matches, and searches listings by title', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        expect(url).toBe('/rest/v1/admin/search/listings?q=loft');
        return json(200, { data: [], next_cursor: null });
      }),
    );
    const user = userEvent.setup();
    render(<AdminSearch />);
    await user.click(screen.getByRole('button', { name: 'Listings' }));
    await user.type(screen.getByLabelText('Title or listing id'), 'loft');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Nothing found')).toBeInTheDocument();
  });

  it('writes a booking found by its guest in its listing’s zone, whatever the reader’s', async () => {
    const booking: AdminBookingRow = {
      id: '5a9f3a52-7d4c-4f53-9a51-1f1a3c2b4d5e',
      status: 'confirmed',
      start_time: '2026-12-01T15:00:00.000Z',
      end_time: '2026-12-01T17:00:00.000Z',
      total_price: 12_000,
      currency: 'USD',
      guest_id: MEMBER.id,
      guest_email: 'guest@example.test',
      space_id: '6b9f3a52-7d4c-4f53-9a51-1f1a3c2b4d5e',
      space_title: 'Harbour loft',
      time_zone: 'America/New_York',
      created_at: '2026-11-20T12:00:00.000Z',
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        expect(url).toBe('/rest/v1/admin/search/bookings?q=guest%40example.test');
        return json(200, { data: [booking], next_cursor: null });
      }),
    );
    const user = userEvent.setup();
    render(<AdminSearch />);
    await user.click(screen.getByRole('button', { name: 'Bookings' }));
    await user.type(screen.getByLabelText('Booking id or guest e-mail'), 'guest@example.test');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const list = await screen.findByRole('list', { name: 'Bookings found' });
    // 15:00 UTC is 10:00 in New York.
    expect(
      within(list).getByText(/Tue, Dec 1, 2026, 10:00 – 12:00 \(America\/New York\)/),
    ).toBeInTheDocument();
  });
});
