import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReportRow } from '@rentspace/core/reports/schema';
import { ReportQueue } from './report-queue';

vi.mock('~/lib/auth/client', () => ({ accessToken: async () => 'admin-token' }));

const OPEN: ReportRow = {
  id: '0b8f3a52-7d4c-4f53-9a51-1f1a3c2b4d5e',
  reporter_id: '1c9f3a52-7d4c-4f53-9a51-1f1a3c2b4d5e',
  reporter_email: 'guest@example.test',
  target_type: 'listing',
  target_id: '2d9f3a52-7d4c-4f53-9a51-1f1a3c2b4d5e',
  target_summary: 'Sunny loft',
  reason: 'fraud',
  details: 'Asks to pay by bank transfer',
  status: 'open',
  resolution: null,
  closed_at: null,
  created_at: '2026-03-20T12:00:00.000Z',
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('the report queue on the Moderation tab', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('lists an open report and closes it with a resolution, which is required', async () => {
    let closed = false;
    const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
      if (url === '/rest/v1/admin/reports?status=open')
        return json(200, { data: closed ? [] : [OPEN], next_cursor: null });
      if (url === `/rest/v1/admin/reports/${OPEN.id}/close` && init?.method === 'POST') {
        expect(JSON.parse(String(init.body))).toEqual({ resolution: 'Listing suspended.' });
        closed = true;
        return json(200, { id: OPEN.id, status: 'closed' });
      }
      throw new Error(`unexpected ${url}`);
    });
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    render(<ReportQueue />);
    const item = within(await screen.findByRole('list', { name: 'Open reports' })).getByRole(
      'listitem',
    );
    expect(within(item).getByRole('link', { name: 'Sunny loft' })).toHaveAttribute(
      'href',
      `/space/${OPEN.target_id}`,
    );
    expect(item).toHaveTextContent('Fraud or a scam · reported by guest@example.test');
    expect(item).toHaveTextContent('Asks to pay by bank transfer');

    await user.click(within(item).getByRole('button', { name: 'Close report' }));
    expect(await within(item).findByText('Write what was done')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);

    await user.type(within(item).getByLabelText('Resolution'), 'Listing suspended.');
    await user.click(within(item).getByRole('button', { name: 'Close report' }));
    expect(await screen.findByText('No open reports')).toBeInTheDocument();
  });

  it('suspends the reported listing from the queue with a required reason, which closes the report', async () => {
    let suspended = false;
    const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
      if (url === '/rest/v1/admin/reports?status=open')
        return json(200, { data: suspended ? [] : [OPEN], next_cursor: null });
      if (url === `/rest/v1/admin/listings/${OPEN.target_id}/suspend` && init?.method === 'POST') {
        expect(JSON.parse(String(init.body))).toEqual({
          reason: 'Asks for bank transfers',
          report_id: OPEN.id,
        });
        suspended = true;
        return json(200, {
          target_type: 'listing',
          target_id: OPEN.target_id,
          active: true,
          report_closed: true,
          cancelled_bookings: 0,
        });
      }
      throw new Error(`unexpected ${url}`);
    });
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    render(<ReportQueue />);
    const item = within(await screen.findByRole('list', { name: 'Open reports' })).getByRole(
      'listitem',
    );
    await user.click(within(item).getByRole('button', { name: 'Suspend listing' }));
    const form = within(item).getByRole('form', { name: 'Suspend listing' });
    await user.click(within(form).getByRole('button', { name: 'Suspend listing' }));
    expect(await within(form).findByText('Write the reason')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await user.type(within(form).getByLabelText('Reason'), 'Asks for bank transfers');
    await user.click(within(form).getByRole('button', { name: 'Suspend listing' }));
    expect(await screen.findByText('No open reports')).toBeInTheDocument();
  });

  it('says so when the queue cannot be loaded', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(500, { error: { code: 'internal', message: 'Server error' } })),
    );
    render(<ReportQueue />);
    expect(await screen.findByRole('alert')).toBeInTheDocument();
  });
});
