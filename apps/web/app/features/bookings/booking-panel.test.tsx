import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import type {
  BookingDetail,
  CreatePaymentIntentResponse,
  SpaceDetail,
} from '@rentspace/core/bookings/api';
import { BookingPanel, type CheckoutOutcome } from './booking-panel';

const auth = vi.hoisted(() => ({ status: 'signedIn' as string, openSignIn: vi.fn() }));
vi.mock('~/lib/auth/auth-context', () => ({ useAuth: () => auth }));
const cancelBooking = vi.hoisted(() => vi.fn(async () => ({})));
const fetchSuggestions = vi.hoisted(() =>
  vi.fn(async () => ({
    data: [
      { start_time: '2031-01-15T14:00:00.000Z', end_time: '2031-01-15T16:00:00.000Z' },
      { start_time: '2031-01-16T09:00:00.000Z', end_time: '2031-01-16T11:00:00.000Z' },
    ],
  })),
);
const fetchOwnBooking = vi.hoisted(() => vi.fn());
vi.mock('./api', () => ({ cancelBooking, fetchSuggestions, fetchOwnBooking }));

const SPACE = {
  id: '6d0c5f0e-8a53-4d7b-9a6e-1f8f5c6f0a01',
  hourly_price: 2500,
  daily_price: null,
  weekly_price: null,
  monthly_price: null,
  currency: 'USD',
  time_zone: 'Europe/London',
  available: true,
  is_published: true,
  is_owner: false,
  status: 'available',
} as unknown as SpaceDetail;

const INTENT: CreatePaymentIntentResponse = {
  clientSecret: 'pi_1_secret_1',
  platformFee: { amount: 500, percentage: 10 },
  bookingId: 'booking-1',
  holdExpiresAt: '2031-01-15T10:15:00Z',
  bookingMode: 'instant',
  provider: 'sandbox',
  subtotal: 5000,
  amount: 5500,
  currency: 'USD',
};

const REQUEST = {
  spaceId: SPACE.id,
  startTime: '2031-01-15T10:00:00.000Z',
  endTime: '2031-01-15T12:00:00.000Z',
  duration: 2,
  durationUnit: 'hour',
  amount: 5500,
  currency: 'USD',
};

/** The guest's own hold of REQUEST's slot, as GET /rest/v1/bookings/{id} answers it. */
const heldBooking = (changes: Partial<BookingDetail>) => ({
  id: 'booking-1',
  space_id: SPACE.id,
  status: 'pending',
  start_time: REQUEST.startTime,
  end_time: REQUEST.endTime,
  duration: 2,
  duration_unit: 'hour',
  total_price: 5500,
  hold_expires_at: '2031-01-01T08:10:00Z',
  ...changes,
});

function renderPanel(
  outcomes: CheckoutOutcome[],
  space: Partial<SpaceDetail> = {},
  resumeHold?: string,
) {
  const startCheckout = vi.fn(async () => outcomes.shift()!);
  const onHoldChange = vi.fn();
  render(
    <BookingPanel
      space={{ ...SPACE, ...space }}
      viewerTimeZone="Europe/London"
      startCheckout={startCheckout}
      renderCheckout={(intent, handlers) => (
        <button type="button" onClick={() => handlers.onFailed('Your card was declined.')}>
          Card form for {intent.clientSecret}
        </button>
      )}
      onHoldChange={onHoldChange}
      resumeHold={resumeHold}
    />,
    { wrapper: MemoryRouter },
  );
  return { startCheckout, onHoldChange, user: userEvent.setup() };
}

async function chooseAndContinue(user: ReturnType<typeof userEvent.setup>) {
  fireEvent.change(screen.getByLabelText('Date'), { target: { value: '2031-01-15' } });
  await user.selectOptions(screen.getByLabelText('Start time'), '10:00');
  await user.clear(screen.getByLabelText('Number of hours'));
  await user.type(screen.getByLabelText('Number of hours'), '2');
  await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
}

describe('BookingPanel', () => {
  // The chosen day, 15 January 2031, lies within the listing's booking window (12 months).
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2031-01-01T08:00:00Z') });
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  beforeEach(() => {
    auth.status = 'signedIn';
    auth.openSignIn.mockReset();
    cancelBooking.mockClear();
  });

  it('asks a signed-out guest to sign in, then carries on with the same booking', async () => {
    auth.status = 'signedOut';
    const { user, startCheckout } = renderPanel([{ kind: 'ready', intent: INTENT }]);
    await chooseAndContinue(user);
    expect(auth.openSignIn).toHaveBeenCalledTimes(1);
    expect(startCheckout).not.toHaveBeenCalled();
    const then = auth.openSignIn.mock.calls[0]![0] as () => void;
    then();
    expect(
      await screen.findByRole('button', { name: 'Card form for pi_1_secret_1' }),
    ).toBeVisible();
    expect(startCheckout).toHaveBeenCalledWith(REQUEST);
    expect(screen.getByRole('heading', { name: 'Review and pay' })).toBeVisible();
  });

  it('shows Continue busy while the stored session is restored, and carries on once it is found', async () => {
    auth.status = 'loading';
    const { user, startCheckout } = renderPanel([{ kind: 'ready', intent: INTENT }]);
    await chooseAndContinue(user);
    expect(auth.openSignIn).toHaveBeenCalledTimes(1);
    const busy = screen.getByRole('button', { name: 'Continue to payment' });
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    // A second press while it is busy does nothing more.
    await user.click(busy);
    expect(auth.openSignIn).toHaveBeenCalledTimes(1);
    // The session is found: openSignIn runs the kept action (the auth provider's own tests).
    auth.status = 'signedIn';
    const then = auth.openSignIn.mock.calls[0]![0] as () => void;
    then();
    expect(
      await screen.findByRole('button', { name: 'Card form for pi_1_secret_1' }),
    ).toBeVisible();
    expect(startCheckout).toHaveBeenCalledWith(REQUEST);
  });

  it('opens checkout on a hold left there, asked for again as it was placed', async () => {
    fetchOwnBooking.mockResolvedValueOnce(heldBooking({}));
    const { startCheckout } = renderPanel([{ kind: 'ready', intent: INTENT }], {}, 'booking-1');
    expect(
      await screen.findByRole('button', { name: 'Card form for pi_1_secret_1' }),
    ).toBeVisible();
    expect(fetchOwnBooking).toHaveBeenCalledWith('booking-1');
    expect(startCheckout).toHaveBeenCalledTimes(1);
    expect(startCheckout).toHaveBeenCalledWith(REQUEST);
  });

  it('says when the hold to pay for has ended, and leaves the form to choose again', async () => {
    fetchOwnBooking.mockResolvedValueOnce(
      heldBooking({ status: 'cancelled', hold_expires_at: null }),
    );
    const { startCheckout } = renderPanel([], {}, 'booking-1');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This hold has ended. Choose a time to book it again.',
    );
    expect(startCheckout).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Continue to payment' })).toBeVisible();
  });

  it('shows a taken slot under the form', async () => {
    const { user } = renderPanel([
      { kind: 'rejected', message: 'This time slot is not available' },
    ]);
    await chooseAndContinue(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('This time slot is not available');
    expect(screen.getByRole('button', { name: 'Continue to payment' })).toBeEnabled();
    expect(screen.queryByRole('link', { name: 'Your holds in My Bookings' })).toBeNull();
  });

  it('offers no other times to a guest at a hold limit, which would refuse them alike', async () => {
    fetchSuggestions.mockClear();
    const message =
      'You already hold a time slot of this space waiting for payment. Pay for it or let it expire before holding another.';
    const { user } = renderPanel([{ kind: 'rejected', code: 'hold_limit', message }]);
    await chooseAndContinue(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(fetchSuggestions).not.toHaveBeenCalled();
    expect(screen.queryByRole('region', { name: 'Free times nearby' })).toBeNull();
    // Where the guest's holds are, to give one up.
    expect(screen.getByRole('link', { name: 'Your holds in My Bookings' })).toHaveAttribute(
      'href',
      '/my-bookings',
    );
  });

  it('offers the free times nearest a refused one, and holds one in one click', async () => {
    const { user, startCheckout } = renderPanel([
      { kind: 'rejected', message: 'This time slot is not available' },
      { kind: 'ready', intent: INTENT },
    ]);
    await chooseAndContinue(user);
    const nearby = within(await screen.findByRole('region', { name: 'Free times nearby' }));
    expect(fetchSuggestions).toHaveBeenCalledWith(SPACE.id, {
      start: REQUEST.startTime,
      duration: 2,
      unit: 'hour',
    });
    const choices = nearby.getAllByRole('button');
    expect(choices.map((choice) => choice.textContent)).toEqual([
      'Wed, Jan 1514:00–16:00',
      'Thu, Jan 1609:00–11:00',
    ]);
    await user.click(choices[0]!);
    expect(startCheckout).toHaveBeenLastCalledWith({
      ...REQUEST,
      startTime: '2031-01-15T14:00:00.000Z',
      endTime: '2031-01-15T16:00:00.000Z',
    });
    expect(await screen.findByRole('heading', { name: 'Review and pay' })).toBeVisible();
  });

  it('shows a failed payment start with Try again', async () => {
    const { user } = renderPanel([
      { kind: 'failed', message: 'Failed to create payment intent (500)' },
    ]);
    await chooseAndContinue(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to create payment intent (500)',
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });

  it('after a declined card, tries again with a new payment for the same time', async () => {
    const second = { ...INTENT, clientSecret: 'pi_2_secret_2', bookingId: 'booking-2' };
    const { user, startCheckout, onHoldChange } = renderPanel([
      { kind: 'ready', intent: INTENT },
      { kind: 'ready', intent: second },
    ]);
    await chooseAndContinue(user);
    // Each step takes the focus: the review's heading, then Try again once the card is declined.
    const review = await screen.findByRole('heading', { name: 'Review and pay' });
    await waitFor(() => expect(review).toHaveFocus());
    await user.click(await screen.findByRole('button', { name: 'Card form for pi_1_secret_1' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Your card was declined.');
    expect(onHoldChange).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Try again' })).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('button', { name: 'Card form for pi_2_secret_2' }),
    ).toBeVisible();
    expect(startCheckout).toHaveBeenCalledTimes(2);
    expect(startCheckout).toHaveBeenLastCalledWith(REQUEST);
  });

  it('goes back to edit: releases the hold and keeps what was chosen', async () => {
    const { user, onHoldChange } = renderPanel([{ kind: 'ready', intent: INTENT }]);
    await chooseAndContinue(user);
    await screen.findByRole('button', { name: 'Card form for pi_1_secret_1' });
    expect(screen.getByRole('region', { name: 'Booking summary' })).toHaveTextContent('$55.00');
    await user.click(screen.getByRole('button', { name: 'Back to edit' }));
    expect(await screen.findByRole('button', { name: 'Continue to payment' })).toBeVisible();
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Book this space' })).toHaveFocus(),
    );
    expect(cancelBooking).toHaveBeenCalledWith('booking-1');
    expect(onHoldChange).toHaveBeenCalledTimes(2);
    expect(screen.getByLabelText('Date')).toHaveValue('2031-01-15');
    expect(screen.getByLabelText('Number of hours')).toHaveValue(2);
  });

  it('says at its top why a paused listing takes no bookings, with every control disabled', () => {
    renderPanel([], { available: false });
    const panel = screen.getByRole('region', { name: 'Book this space' });
    const notice = within(panel).getByText('This listing is not taking bookings right now.');
    const form = within(panel).getByRole('form', { name: 'Book this space' });
    // Read before the form, not after it has been filled in.
    expect(notice.compareDocumentPosition(form) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(panel).getByText(/The host has paused bookings/)).toBeVisible();
    expect(within(panel).getByRole('link', { name: 'Explore spaces' })).toHaveAttribute(
      'href',
      '/explore',
    );
    expect(screen.getByLabelText('Date')).toBeDisabled();
    expect(screen.getByRole('radio', { name: /Hour/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Continue to payment' })).toBeDisabled();
  });

  it('says a listing under maintenance is not taking bookings', () => {
    renderPanel([], { status: 'maintenance' });
    expect(screen.getByText('This listing is not taking bookings right now.')).toBeVisible();
    expect(screen.getByText(/It is under maintenance/)).toBeVisible();
    expect(screen.getByLabelText('Start time')).toBeDisabled();
  });

  it('tells the owner it is their listing; the form works without Continue', async () => {
    const { user } = renderPanel([], { is_owner: true, available: false });
    expect(screen.getByText('This is your listing. Guests book it here.')).toBeVisible();
    expect(screen.queryByText('This listing is not taking bookings right now.')).toBeNull();
    await user.selectOptions(screen.getByLabelText('Start time'), '10:00');
    expect(screen.getByLabelText('Start time')).toHaveValue('10:00');
    expect(screen.queryByRole('button', { name: 'Continue to payment' })).toBeNull();
  });
});
