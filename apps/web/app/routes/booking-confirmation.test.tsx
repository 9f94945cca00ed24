import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import type { BookingDetail, PaymentStatusResponse } from '@rentspace/core/bookings/api';
import { depositOf } from '../../test/deposit-fixtures';
import BookingConfirmation, { clientLoader, HydrateFallback } from './booking-confirmation';

vi.mock('~/lib/auth/client', () => ({ accessToken: async () => 'guest-token' }));

const SECRET = 'pi_123_secret_abc';

function answer(body: unknown, status = 200) {
  return vi.fn(
    async () =>
      new Response(JSON.stringify(body), {
        status,
        headers: { 'Content-Type': 'application/json' },
      }),
  );
}

const NO_DEPOSIT = {
  body: { error: { code: 'not_found', message: 'Deposit not found' } },
  status: 404,
};

/** Answers the payment status, and the booking's details and deposit when asked for them. */
function server(
  payment: PaymentStatusResponse,
  booking: { body: unknown; status: number },
  deposit: { body: unknown; status: number } = NO_DEPOSIT,
) {
  return vi.fn(async (url: string) => {
    const [body, status] = url.endsWith('/deposit')
      ? [deposit.body, deposit.status]
      : url.startsWith('/rest/v1/bookings/')
        ? [booking.body, booking.status]
        : [payment, 200];
    return new Response(JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
}

const DETAIL: BookingDetail = {
  id: 'b1',
  space_id: 'space-1',
  status: 'confirmed',
  start_time: '2031-03-04T15:00:00Z',
  end_time: '2031-03-04T17:00:00Z',
  duration: 2,
  duration_unit: 'hour',
  unit_price: 2300,
  subtotal: 4600,
  platform_fee_percentage: 10,
  platform_fee_amount: 460,
  total_price: 5060,
  refunded_amount: 0,
  refunds: [],
  currency: 'USD',
  cancellation_policy: 'moderate',
  booking_mode: 'instant',
  created_at: '2031-03-01T09:00:00Z',
  hold_expires_at: null,
  space: {
    id: 'space-1',
    title: 'Harbour Photo Studio',
    location: 'Portland',
    images: [],
    time_zone: 'America/New_York',
    currency: 'USD',
  },
  address: {
    street_address: '12 Pier Road',
    unit_number: 'Unit 4',
    city: 'Portland',
    state: 'ME',
    postal_code: '04101',
    country: 'United States',
  },
};

function renderPage(search: string) {
  const Stub = createRoutesStub([
    {
      path: '/booking-confirmation',
      Component: BookingConfirmation as never,
      loader: ({ request }) => clientLoader({ request } as never),
      HydrateFallback,
    },
    { path: '/dashboard', Component: () => <h1>Dashboard page</h1> },
    { path: '/', Component: () => <h1>Home page</h1> },
  ]);
  render(<Stub initialEntries={[`/booking-confirmation${search}`]} />);
}

const status = (overrides: Partial<PaymentStatusResponse>): PaymentStatusResponse => ({
  status: 'succeeded',
  bookingId: 'b1',
  bookingStatus: 'confirmed',
  refunded: false,
  ...overrides,
});

describe('the booking confirmation page', () => {
  let fetchMock: ReturnType<typeof server>;
  beforeEach(() => {
    fetchMock = server(status({}), { body: DETAIL, status: 200 });
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('asks the server about the payment in the query and shows a confirmed booking', async () => {
    renderPage(`?payment_intent_client_secret=${SECRET}`);
    expect(await screen.findByRole('heading', { name: 'Booking Confirmed!' })).toBeVisible();
    expect(screen.getByText('Payment successful! Your booking has been confirmed.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'View My Bookings' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(`/functions/v1/payment-status?client_secret=${SECRET}`);
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer guest-token');
  });

  it('shows the confirmed booking: listing, time in its zone, duration, price lines, address and policy', async () => {
    renderPage(`?payment_intent_client_secret=${SECRET}`);
    const details = await screen.findByRole('region', { name: 'Harbour Photo Studio' });
    expect(within(details).getByRole('img', { name: 'Harbour Photo Studio' })).toBeVisible();
    expect(within(details).getByRole('link', { name: 'Harbour Photo Studio' })).toHaveAttribute(
      'href',
      '/space/space-1',
    );
    // 15:00 UTC is 10:00 in New York in early March.
    expect(details).toHaveTextContent('Tue, Mar 4, 2031, 10:00 – 12:00');
    expect(details).toHaveTextContent("America/New York (the listing's time)");
    expect(details).toHaveTextContent('Duration2 hours');
    const summary = within(details).getByRole('region', { name: 'Booking summary' });
    expect(summary).toHaveTextContent('$23.00 × 2 hours$46.00');
    expect(summary).toHaveTextContent('Platform fee (10%)$4.60');
    expect(summary).toHaveTextContent('Total paid$50.60');
    expect(details).toHaveTextContent('12 Pier Road, Unit 4, Portland, ME 04101, United States');
    expect(details).toHaveTextContent(
      'Moderate: a full refund when you cancel at least 5 days before the start.',
    );
    // The two buttons stay, after the details.
    expect(screen.getByRole('link', { name: 'View My Bookings' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    const [url, init] = fetchMock.mock.calls[1] as unknown as [string, RequestInit];
    expect(url).toBe('/rest/v1/bookings/b1');
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer guest-token');
  });

  it('shows a listing’s security deposit: held, not charged, until its release', async () => {
    vi.stubGlobal(
      'fetch',
      server(status({}), { body: DETAIL, status: 200 }, { body: depositOf(), status: 200 }),
    );
    renderPage(`?payment_intent_client_secret=${SECRET}`);
    const deposit = await screen.findByRole('group', { name: 'Security deposit' });
    expect(deposit).toHaveTextContent('Security deposit $200.00Held');
    expect(deposit).toHaveTextContent(
      'Held, not charged — released on Wed, Jan 22, 2031, 12:00 (America/New York) unless the host files a claim',
    );
  });

  it('has no deposit part for a listing without one (the deposit answers 404)', async () => {
    renderPage(`?payment_intent_client_secret=${SECRET}`);
    expect(await screen.findByRole('region', { name: 'Booking summary' })).toBeVisible();
    expect(fetchMock).toHaveBeenCalledWith('/rest/v1/bookings/b1/deposit', expect.anything());
    expect(screen.queryByRole('group', { name: 'Security deposit' })).not.toBeInTheDocument();
  });

  it('shows the result alone when the booking cannot be read (someone else’s, or signed out)', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.stubGlobal(
      'fetch',
      server(status({}), {
        body: { error: { code: 'not_found', message: 'Booking not found' } },
        status: 404,
      }),
    );
    renderPage(`?payment_intent_client_secret=${SECRET}`);
    expect(await screen.findByRole('heading', { name: 'Booking Confirmed!' })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Booking summary' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View My Bookings' })).toBeVisible();
    // Nor the rule and space that would hold the details: the buttons follow the message.
    expect(document.querySelector('.border-t')).toBeNull();
  });

  it('shows a request’s slot and price while the host has yet to answer', async () => {
    const requested = server(status({ status: 'requires_capture', bookingStatus: 'requested' }), {
      body: DETAIL,
      status: 200,
    });
    vi.stubGlobal('fetch', requested);
    renderPage(`?payment_intent_client_secret=${SECRET}`);
    expect(await screen.findByRole('heading', { name: 'Request Sent' })).toBeVisible();
    expect(await screen.findByRole('link', { name: 'Harbour Photo Studio' })).toBeVisible();
    expect(screen.getByRole('region', { name: 'Booking summary' })).toBeVisible();
  });

  it('does not ask for the booking before it is confirmed', async () => {
    const pending = server(status({ status: 'processing', bookingStatus: 'pending' }), {
      body: DETAIL,
      status: 200,
    });
    vi.stubGlobal('fetch', pending);
    renderPage(`?payment_intent_client_secret=${SECRET}`);
    expect(await screen.findByText('Your payment is processing.')).toBeVisible();
    expect(pending).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Harbour Photo Studio')).not.toBeInTheDocument();
  });

  it('says a processing payment is processing', async () => {
    vi.stubGlobal('fetch', answer(status({ status: 'processing', bookingStatus: 'pending' })));
    renderPage(`?payment_intent_client_secret=${SECRET}`);
    expect(await screen.findByText('Your payment is processing.')).toBeVisible();
    expect(screen.queryByText('Booking Confirmed!')).not.toBeInTheDocument();
  });

  it('does not call a payment confirmed before the booking is', async () => {
    vi.stubGlobal('fetch', answer(status({ status: 'succeeded', bookingStatus: 'pending' })));
    renderPage(`?payment_intent_client_secret=${SECRET}`);
    expect(await screen.findByText('Your payment is processing.')).toBeVisible();
  });

  it('says an unsuccessful payment was not successful', async () => {
    vi.stubGlobal(
      'fetch',
      answer(status({ status: 'requires_payment_method', bookingStatus: 'pending' })),
    );
    renderPage(`?payment_intent_client_secret=${SECRET}`);
    expect(
      await screen.findByText('Your payment was not successful, please try again.'),
    ).toBeVisible();
  });

  it('says something went wrong for any other state', async () => {
    vi.stubGlobal('fetch', answer(status({ status: 'canceled', bookingStatus: 'cancelled' })));
    renderPage(`?payment_intent_client_secret=${SECRET}`);
    expect(await screen.findByText('Something went wrong.')).toBeVisible();
    expect(screen.getByText(/nothing was charged/)).toBeVisible();
  });

  it('explains the refund when the payment came after the hold expired', async () => {
    vi.stubGlobal(
      'fetch',
      answer(status({ status: 'succeeded', bookingStatus: 'cancelled', refunded: true })),
    );
    renderPage(`?payment_intent_client_secret=${SECRET}`);
    expect(await screen.findByText('Something went wrong.')).toBeVisible();
    expect(screen.getByText(/the payment was refunded in full/)).toBeVisible();
  });

  it('says something went wrong when the server cannot find the payment', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.stubGlobal('fetch', answer({ error: { code: 'not_found', message: 'Not found' } }, 404));
    renderPage(`?payment_intent_client_secret=${SECRET}`);
    expect(await screen.findByText('Something went wrong.')).toBeVisible();
  });

  it('says something went wrong without a client secret, and asks nobody', async () => {
    renderPage('');
    expect(await screen.findByText('Something went wrong.')).toBeVisible();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
