import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import type { PaymentStatusResponse } from '@rentspace/core/bookings/api';
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
  let fetchMock: ReturnType<typeof answer>;
  beforeEach(() => {
    fetchMock = answer(status({}));
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
