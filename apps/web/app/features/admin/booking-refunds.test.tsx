import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BookingRefunds } from './booking-refunds';

vi.mock('~/lib/auth/client', () => ({ accessToken: async () => 'admin-token' }));

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

async function find(id: string) {
  render(<BookingRefunds />);
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Booking id'), id);
  await user.click(screen.getByRole('button', { name: 'Find booking' }));
}

describe('BookingRefunds', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('answers a mistyped id under the field, as the server would, without asking it', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    await find('not-an-id');
    const field = screen.getByLabelText('Booking id');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('Booking not found');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the server's message for the id field rather than the form's summary", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        json(400, {
          error: {
            code: 'validation_failed',
            message: 'Please check the highlighted fields',
            fields: { id: ['Booking not found'] },
          },
        }),
      ),
    );
    await find('6b088d69-9e26-417a-a7c4-b60503a9fda1');
    expect(await screen.findByText('Booking not found')).toBeVisible();
    expect(screen.queryByText('Please check the highlighted fields')).toBeNull();
  });

  it('shows a payout cancelled by a full refund as nothing paid, not the amount it was', async () => {
    const id = '6b088d69-9e26-417a-a7c4-b60503a9fda1';
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        json(200, {
          id,
          status: 'confirmed',
          start_time: '2026-12-07T15:00:00.000Z',
          end_time: '2026-12-07T17:00:00.000Z',
          time_zone: 'America/New_York',
          created_at: '2026-11-20T10:00:00.000Z',
          space: { id: '6b088d69-9e26-417a-a7c4-b60503a9fda2', title: 'Harbour loft' },
          guest_email: 'guest@example.test',
          host_email: 'host@example.test',
          currency: 'USD',
          subtotal: 6854,
          platform_fee_amount: 686,
          total_price: 7540,
          refunded_amount: 7540,
          refundable: 0,
          payout: { amount: 6169, status: 'cancelled', adjustment_amount: null },
          refunds: [],
        }),
      ),
    );
    await find(id);
    expect(await screen.findByText('$0.00 (cancelled)')).toBeVisible();
    expect(screen.queryByText(/\$61\.69/)).toBeNull();
  });
});
