import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub, useLocation } from 'react-router';
import { SandboxCardForm } from './sandbox-card-form';

vi.mock('~/lib/auth/client', () => ({ accessToken: async () => 'guest-token' }));

const SECRET = 'pi_9_secret_z';

function Landing() {
  const location = useLocation();
  return <p>Landed on {location.pathname + location.search}</p>;
}

const onFailed = vi.fn();

function renderForm(
  reply: unknown,
  status = 200,
  later: { authorisesOnly?: boolean; deposit?: boolean } = {},
) {
  onFailed.mockReset();
  const fetchMock = vi.fn(
    async () =>
      new Response(JSON.stringify(reply), {
        status,
        headers: { 'Content-Type': 'application/json' },
      }),
  );
  vi.stubGlobal('fetch', fetchMock);
  const Stub = createRoutesStub([
    {
      path: '/pay',
      Component: () => (
        <SandboxCardForm
          clientSecret={SECRET}
          payLabel="Pay $55.00"
          onFailed={onFailed}
          {...later}
        />
      ),
    },
    { path: '/booking-confirmation', Component: Landing },
    { path: '/sandbox/authenticate', Component: Landing },
  ]);
  render(<Stub initialEntries={['/pay']} />);
  return { fetchMock, user: userEvent.setup() };
}

async function fillCard(user: ReturnType<typeof userEvent.setup>, number: string) {
  await user.type(screen.getByLabelText('Card number'), number);
  await user.type(screen.getByLabelText('Expiry (MM/YY)'), '1234');
  await user.type(screen.getByLabelText('CVC'), '123');
}

describe('SandboxCardForm', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('groups the card number and the expiry as they are typed, and sends plain digits', async () => {
    const { user, fetchMock } = renderForm({ status: 'succeeded' });
    await fillCard(user, '4242424242424242');
    expect(screen.getByLabelText('Card number')).toHaveValue('4242 4242 4242 4242');
    expect(screen.getByLabelText('Expiry (MM/YY)')).toHaveValue('12/34');
    await user.click(screen.getByRole('button', { name: 'Pay $55.00' }));
    expect(
      await screen.findByText(
        `Landed on /booking-confirmation?payment_intent_client_secret=${SECRET}`,
      ),
    ).toBeVisible();
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/functions/v1/sandbox/confirm');
    expect(JSON.parse(init.body as string)).toEqual({
      clientSecret: SECRET,
      card: { number: '4242424242424242', exp_month: 12, exp_year: 2034, cvc: '123' },
    });
  });

  it('reports a declined card with the server reason, so the booking can start again', async () => {
    const { user } = renderForm({
      status: 'requires_payment_method',
      error: { code: 'card_declined', message: 'Your card was declined.' },
    });
    await fillCard(user, '4000000000000002');
    await user.click(screen.getByRole('button', { name: 'Pay $55.00' }));
    await vi.waitFor(() => expect(onFailed).toHaveBeenCalledWith('Your card was declined.'));
  });

  it('falls back to An error occurred when the server gives no reason', async () => {
    const { user } = renderForm({ status: 'requires_payment_method' });
    await fillCard(user, '4000000000000002');
    await user.click(screen.getByRole('button', { name: 'Pay $55.00' }));
    await vi.waitFor(() => expect(onFailed).toHaveBeenCalledWith('An error occurred'));
  });

  it('shows a refused request under the form and lets the guest press Pay again', async () => {
    const { user } = renderForm(
      { error: { code: 'internal_error', message: 'Something went wrong' } },
      500,
    );
    await fillCard(user, '4242424242424242');
    await user.click(screen.getByRole('button', { name: 'Pay $55.00' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong');
    expect(screen.getByRole('button', { name: 'Pay $55.00' })).toBeEnabled();
    expect(onFailed).not.toHaveBeenCalled();
  });

  it('sends the guest to the extra authentication step', async () => {
    const { user } = renderForm({
      status: 'requires_action',
      nextActionUrl: `/sandbox/authenticate?client_secret=${SECRET}`,
    });
    await fillCard(user, '4000002500003155');
    await user.click(screen.getByRole('button', { name: 'Pay $55.00' }));
    expect(
      await screen.findByText(`Landed on /sandbox/authenticate?client_secret=${SECRET}`),
    ).toBeVisible();
  });

  it('says what is missing under each field without calling the server', async () => {
    const { user, fetchMock } = renderForm({ status: 'succeeded' });
    await user.type(screen.getByLabelText('Card number'), '4242');
    await user.click(screen.getByRole('button', { name: 'Pay $55.00' }));
    expect(await screen.findByText('Your card number is incomplete.')).toBeVisible();
    expect(screen.getByText("Your card's expiration date is incomplete.")).toBeVisible();
    expect(screen.getByText("Your card's security code is incomplete.")).toBeVisible();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('names the card that is accepted now and declined later, for a request and for a deposit', () => {
    const note = (later: { authorisesOnly?: boolean; deposit?: boolean }) => {
      renderForm({ status: 'succeeded' }, 200, later);
      const text = screen.getByText(/^Test payments/).textContent;
      cleanup();
      return text;
    };
    expect(note({})).not.toContain('0341');
    expect(note({ deposit: true })).toContain(
      '4000 0000 0000 0341 is accepted now and declined later: when the security deposit is held.',
    );
    expect(note({ authorisesOnly: true, deposit: true })).toContain(
      '4000 0000 0000 0341 is accepted now and declined later: when the host accepts (the charge fails), and when the security deposit is held.',
    );
  });
});
