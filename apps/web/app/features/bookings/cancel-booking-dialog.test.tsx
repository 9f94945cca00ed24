import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MyBooking } from '@rentspace/core/bookings/api';
import { CancelBookingDialog } from './cancel-booking-dialog';

const notify = vi.hoisted(() => ({ success: vi.fn(), info: vi.fn(), error: vi.fn() }));
vi.mock('~/lib/toast', () => ({ notify, dismissToasts: vi.fn() }));
const cancelBooking = vi.hoisted(() => vi.fn());
vi.mock('./api', () => ({ cancelBooking }));

const BOOKING = {
  id: '9e8d7c6b-5a49-4838-9271-6a5b4c3d2e11',
  space_id: '2b1d6c4e-1f0a-4c8e-9b7d-5e3f2a1c0d91',
  status: 'confirmed',
  start_time: '2031-01-20T15:00:00Z',
  end_time: '2031-01-20T17:00:00Z',
  duration: 2,
  duration_unit: 'hour',
  subtotal: 10000,
  platform_fee_percentage: 10,
  platform_fee_amount: 1000,
  total_price: 11000,
  refunded_amount: 0,
  refunds: [],
  currency: 'USD',
  cancellation_policy: 'flexible',
  booking_mode: 'instant',
  created_at: '2031-01-01T00:00:00Z',
  hold_expires_at: null,
  space: {
    id: '2b1d6c4e-1f0a-4c8e-9b7d-5e3f2a1c0d91',
    title: 'Sunny loft',
    location: 'Brooklyn',
    images: [],
    time_zone: 'America/New_York',
    currency: 'USD',
  },
} satisfies MyBooking;

describe('CancelBookingDialog', () => {
  it('says the booking was cancelled and what comes back, in a toast', async () => {
    cancelBooking.mockResolvedValue({
      booking: { ...BOOKING, status: 'cancelled' },
      refund: { amount: 11000, currency: 'USD' },
    });
    const onCancelled = vi.fn();
    render(<CancelBookingDialog booking={BOOKING} onClose={() => {}} onCancelled={onCancelled} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Cancel booking' }));
    await waitFor(() => expect(onCancelled).toHaveBeenCalledTimes(1));
    expect(notify.success).toHaveBeenCalledWith('Booking cancelled.', {
      description: '$110.00 will be refunded to your card within 5-7 business days.',
    });
  });

  it('keeps a failure in the dialog, where the guest pressed the button', async () => {
    cancelBooking.mockRejectedValue(new Error('offline'));
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(<CancelBookingDialog booking={BOOKING} onClose={() => {}} onCancelled={() => {}} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Cancel booking' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to cancel booking');
  });
});
