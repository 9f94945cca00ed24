import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import type { CalendarSync } from '@rentspace/core/calendar/schemas';
import type * as ApiModule from '~/lib/api';
import { CalendarSyncSection } from './calendar-sync';

const mocked = vi.hoisted(() => ({ api: vi.fn() }));
vi.mock('~/lib/api', async (original) => ({
  ...(await original<typeof ApiModule>()),
  api: mocked.api,
}));
vi.mock('~/lib/toast', () => ({
  notify: { success: vi.fn(), error: vi.fn(), info: vi.fn() },
  dismissToasts: vi.fn(),
}));

const SPACE = '6f1c2b1e-0000-4000-8000-000000000001';
const SYNC: CalendarSync = {
  export_url: `https://rentspace.test/ical/${SPACE}/secret-one.ics`,
  max_feeds: 5,
  feeds: [
    {
      id: '6f1c2b1e-0000-4000-8000-000000000002',
      name: 'Airbnb',
      url: 'https://airbnb.test/calendar.ics',
      last_synced_at: '2026-11-27T10:00:00.000Z',
      last_error: 'The calendar answered HTTP 500',
      blocked_count: 3,
      conflicts: [
        {
          uid: 'clash',
          summary: 'Reserved',
          start_time: '2026-12-07T09:00:00.000Z',
          end_time: '2026-12-07T12:00:00.000Z',
          conflict_booking_id: '6f1c2b1e-0000-4000-8000-000000000003',
          conflict_guest_name: 'Ana Lopez',
        },
      ],
      created_at: '2026-11-27T09:00:00.000Z',
    },
  ],
};

beforeEach(() => {
  mocked.api.mockReset();
  mocked.api.mockResolvedValue(SYNC);
});

describe('the Calendar sync section', () => {
  it('shows the export address and each calendar with its last sync, error and conflicts', async () => {
    render(<CalendarSyncSection spaceId={SPACE} timeZone="UTC" />, { wrapper: MemoryRouter });
    expect(await screen.findByLabelText('Export address')).toHaveValue(SYNC.export_url);
    const item = screen.getAllByRole('listitem')[0]!;
    expect(within(item).getByText('Airbnb')).toBeVisible();
    expect(within(item).getByText(/Last synced .* \(UTC\) · 3 blocked times/)).toBeVisible();
    expect(
      within(item).getByText('Last sync failed: The calendar answered HTTP 500'),
    ).toBeVisible();
    expect(
      within(item).getByText('1 event overlaps a booking and could not block it:'),
    ).toBeVisible();
    expect(within(item).getByText(/\(Reserved\), over Ana Lopez’s booking\./)).toBeVisible();
    expect(within(item).getByRole('link', { name: 'See it in the calendar' })).toHaveAttribute(
      'href',
      `/host/calendar?space=${SPACE}&view=week&date=2026-12-07`,
    );
    expect(mocked.api).toHaveBeenCalledWith(`/rest/v1/spaces/${SPACE}/calendar-sync`);
  });

  it('says only the error of a calendar never synced, not "Not synced yet" beside it', async () => {
    const [feed] = SYNC.feeds;
    mocked.api.mockResolvedValue({
      ...SYNC,
      feeds: [
        {
          ...feed!,
          last_synced_at: null,
          blocked_count: 0,
          conflicts: [],
          last_error: "The calendar's server refused the connection",
        },
      ],
    });
    render(<CalendarSyncSection spaceId={SPACE} timeZone="America/New_York" />, {
      wrapper: MemoryRouter,
    });
    const item = (await screen.findAllByRole('listitem'))[0]!;
    expect(
      within(item).getByText("Last sync failed: The calendar's server refused the connection"),
    ).toBeVisible();
    expect(within(item).queryByText('Not synced yet')).toBeNull();
  });

  it('checks the add form with the shared schema before sending it', async () => {
    const user = userEvent.setup();
    render(<CalendarSyncSection spaceId={SPACE} timeZone="UTC" />, { wrapper: MemoryRouter });
    const form = await screen.findByRole('form', { name: 'Import a calendar' });
    await user.type(within(form).getByLabelText('Calendar address (.ics)'), 'ftp://x.test/a.ics');
    await user.click(within(form).getByRole('button', { name: 'Import calendar' }));
    expect(within(form).getByText('Give the calendar a name')).toBeVisible();
    expect(within(form).getByText('Enter the calendar’s web address (https://…)')).toBeVisible();
    expect(mocked.api).toHaveBeenCalledTimes(1);

    await user.type(within(form).getByLabelText('Name'), 'Vrbo');
    await user.clear(within(form).getByLabelText('Calendar address (.ics)'));
    await user.type(
      within(form).getByLabelText('Calendar address (.ics)'),
      'webcal://vrbo.test/a.ics',
    );
    await user.click(within(form).getByRole('button', { name: 'Import calendar' }));
    expect(mocked.api).toHaveBeenLastCalledWith(`/rest/v1/spaces/${SPACE}/calendar-feeds`, {
      method: 'POST',
      body: { name: 'Vrbo', url: 'https://vrbo.test/a.ics' },
    });
  });

  it('makes a new export address only after a confirmation', async () => {
    const user = userEvent.setup();
    render(<CalendarSyncSection spaceId={SPACE} timeZone="UTC" />, { wrapper: MemoryRouter });
    await user.click(await screen.findByRole('button', { name: 'New address' }));
    const dialog = screen.getByRole('dialog', { name: 'Make a new export address?' });
    expect(mocked.api).toHaveBeenCalledTimes(1);
    mocked.api.mockResolvedValue({
      ...SYNC,
      export_url: `https://rentspace.test/ical/${SPACE}/two.ics`,
    });
    await user.click(within(dialog).getByRole('button', { name: 'Make a new address' }));
    expect(mocked.api).toHaveBeenLastCalledWith(
      `/rest/v1/spaces/${SPACE}/calendar-sync/export-secret`,
      {
        method: 'POST',
      },
    );
    expect(await screen.findByLabelText('Export address')).toHaveValue(
      `https://rentspace.test/ical/${SPACE}/two.ics`,
    );
  });
});
