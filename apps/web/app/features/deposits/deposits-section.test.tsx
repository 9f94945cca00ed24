import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { BOOKING_ID, claimOf, depositOf, json } from '../../../test/deposit-fixtures';
import { DepositsSection } from './deposits-section';
// Loaded up front: the section opens its dialogs lazily, and a busy machine may take over a second.
import './claim-dialog';
import './answer-dialog';

vi.mock('~/lib/auth/client', () => ({ accessToken: async () => 'member-token' }));

type Handler = (url: string, init?: RequestInit) => Response | Promise<Response>;

function renderSection(handler: Handler) {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => handler(url, init));
  vi.stubGlobal('fetch', fetchMock);
  const Stub = createRoutesStub([{ path: '/', Component: DepositsSection }]);
  render(<Stub initialEntries={['/']} />);
  return { fetchMock, user: userEvent.setup() };
}

const list = (...deposits: unknown[]) => json(200, { data: deposits });
const HOST_HELD = depositOf({ role: 'host', can_claim: true });

describe('Security deposits on the dashboard', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('is not there for someone without deposits', async () => {
    const { fetchMock } = renderSection(() => list());
    await vi.waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith('/rest/v1/deposits', expect.anything()),
    );
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(screen.queryByRole('heading', { name: 'Security deposits' })).not.toBeInTheDocument();
  });

  it('says so when the deposits cannot be read', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderSection(() => json(500, { error: { code: 'internal', message: 'Boom' } }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch security deposits');
  });

  it('lets the host file a claim: amount in dollars up to the deposit, what happened, photos', async () => {
    let sent: unknown = null;
    const { user } = renderSection(async (url, init) => {
      if (url === '/rest/v1/deposits') return list(HOST_HELD);
      if (url === '/storage/v1/object/deposit-claims/window.png') {
        expect(init?.method).toBe('POST');
        expect((init?.headers as Record<string, string>).Authorization).toBe('Bearer member-token');
        return json(201, {
          Key: 'deposit-claims/host-1/abc.webp',
          bucket: 'deposit-claims',
          path: 'host-1/abc.webp',
          url: '/storage/v1/object/public/deposit-claims/host-1/abc.webp',
          kind: 'image',
        });
      }
      if (url === `/rest/v1/bookings/${BOOKING_ID}/deposit-claim`) {
        sent = JSON.parse(String(init?.body));
        return json(201, {
          ...HOST_HELD,
          status: 'claimed',
          can_claim: false,
          claim: claimOf({ amount: 7550, description: 'Broken lamp' }),
        });
      }
      throw new Error(`unexpected ${url}`);
    });
    const row = await screen.findByRole('listitem', { name: 'Deposit for Sunny loft' });
    expect(row).toHaveTextContent('Guest: Gina Guest');
    await user.click(within(row).getByRole('button', { name: 'File a claim' }));
    const dialog = await screen.findByRole('dialog', { name: 'File a claim' });

    // Nothing typed: the schema's words under each field, nothing sent.
    await user.click(within(dialog).getByRole('button', { name: 'File claim' }));
    expect(within(dialog).getByText('Enter the amount')).toBeVisible();
    expect(within(dialog).getByText('Describe what happened')).toBeVisible();

    // More than the deposit, then too many decimals.
    const amount = within(dialog).getByLabelText('Amount (USD)');
    await user.type(amount, '250');
    await user.click(within(dialog).getByRole('button', { name: 'File claim' }));
    expect(within(dialog).getByText('The claim cannot be more than the deposit')).toBeVisible();
    await user.clear(amount);
    await user.type(amount, '75.505');
    await user.click(within(dialog).getByRole('button', { name: 'File claim' }));
    expect(within(dialog).getByText('Use at most 2 decimal places')).toBeVisible();

    await user.clear(amount);
    await user.type(amount, '75.50');
    await user.type(within(dialog).getByLabelText('What happened'), 'Broken lamp');
    const photo = new File(['png'], 'window.png', { type: 'image/png' });
    await user.upload(within(dialog).getByLabelText('Add photos'), photo);
    expect(await within(dialog).findByRole('img', { name: 'window.png' })).toHaveAttribute(
      'src',
      '/storage/v1/object/public/deposit-claims/host-1/abc.webp',
    );
    await user.click(within(dialog).getByRole('button', { name: 'File claim' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Claim filed.');
    expect(sent).toEqual({ amount: 7550, description: 'Broken lamp', photos: ['host-1/abc.webp'] });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(row).toHaveTextContent('Claim of $75.50');
    expect(within(row).queryByRole('button', { name: 'File a claim' })).not.toBeInTheDocument();
  });

  it('refuses a file that is not a picture, and more than six photos, before sending', async () => {
    const { fetchMock } = renderSection(() => list(HOST_HELD));
    const user = userEvent.setup({ applyAccept: false });
    await user.click(await screen.findByRole('button', { name: 'File a claim' }));
    const dialog = await screen.findByRole('dialog', { name: 'File a claim' });
    const input = within(dialog).getByLabelText('Add photos');
    await user.upload(input, new File(['%PDF'], 'receipt.pdf', { type: 'application/pdf' }));
    expect(within(dialog).getByText('Please select an image file')).toBeVisible();
    const seven = Array.from(
      { length: 7 },
      (_, i) => new File(['png'], `p${i}.png`, { type: 'image/png' }),
    );
    await user.upload(input, seven);
    expect(within(dialog).getByText('Add at most 6 photos')).toBeVisible();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('says in place when the storage refuses a photo, and files nothing meanwhile', async () => {
    const { user, fetchMock } = renderSection((url) =>
      url === '/rest/v1/deposits'
        ? list(HOST_HELD)
        : json(413, { error: { code: 'too_large', message: 'File size must be less than 10MB' } }),
    );
    await user.click(await screen.findByRole('button', { name: 'File a claim' }));
    const dialog = await screen.findByRole('dialog', { name: 'File a claim' });
    await user.upload(
      within(dialog).getByLabelText('Add photos'),
      new File(['png'], 'window.png', { type: 'image/png' }),
    );
    expect(await within(dialog).findByText('File size must be less than 10MB')).toBeVisible();
    expect(within(dialog).queryByRole('list', { name: 'Photos added' })).toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('shows the server’s refusal in the dialog: the claim window has closed', async () => {
    const { user } = renderSection((url) =>
      url === '/rest/v1/deposits'
        ? list(HOST_HELD)
        : json(409, {
            error: {
              code: 'claim_window_closed',
              message: 'Claims can be filed until 48 hours after the booking ends.',
            },
          }),
    );
    await user.click(await screen.findByRole('button', { name: 'File a claim' }));
    const dialog = await screen.findByRole('dialog', { name: 'File a claim' });
    await user.type(within(dialog).getByLabelText('Amount (USD)'), '80');
    await user.type(within(dialog).getByLabelText('What happened'), 'A cracked window');
    await user.click(within(dialog).getByRole('button', { name: 'File claim' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Claims can be filed until 48 hours after the booking ends.',
    );
  });

  it('shows the guest the claim and lets them answer it; the answer is required', async () => {
    const claimed = depositOf({ status: 'claimed', claim: claimOf(), can_answer: true });
    let sent: unknown = null;
    const { user } = renderSection(async (url, init) => {
      if (url === '/rest/v1/deposits') return list(claimed);
      if (url === `/rest/v1/deposit-claims/${claimOf().id}/response`) {
        sent = JSON.parse(String(init?.body));
        return json(200, {
          ...claimed,
          can_answer: false,
          claim: claimOf({ guest_response: 'It was cracked when I arrived.' }),
        });
      }
      throw new Error(`unexpected ${url}`);
    });
    const row = await screen.findByRole('listitem', { name: 'Deposit for Sunny loft' });
    expect(row).toHaveTextContent('Host: Hugo Host');
    expect(row).toHaveTextContent('Claim of $80.00');
    expect(row).toHaveTextContent('No answer yet');
    await user.click(within(row).getByRole('button', { name: 'Answer the claim' }));
    const dialog = await screen.findByRole('dialog', { name: 'Answer the claim' });
    await user.click(within(dialog).getByRole('button', { name: 'Send answer' }));
    expect(within(dialog).getByText('Write your answer')).toBeVisible();
    await user.type(within(dialog).getByLabelText('Your answer'), 'It was cracked when I arrived.');
    await user.click(within(dialog).getByRole('button', { name: 'Send answer' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Answer sent.');
    expect(sent).toEqual({ response: 'It was cracked when I arrived.' });
    expect(row).toHaveTextContent('It was cracked when I arrived.');
    expect(within(row).queryByRole('button', { name: 'Answer the claim' })).not.toBeInTheDocument();
  });

  it('keeps a decided claim’s refusal in the answer dialog', async () => {
    const claimed = depositOf({ status: 'claimed', claim: claimOf(), can_answer: true });
    const { user } = renderSection((url) =>
      url === '/rest/v1/deposits'
        ? list(claimed)
        : json(409, {
            error: { code: 'claim_decided', message: 'This claim has already been decided.' },
          }),
    );
    await user.click(await screen.findByRole('button', { name: 'Answer the claim' }));
    const dialog = await screen.findByRole('dialog', { name: 'Answer the claim' });
    await user.type(within(dialog).getByLabelText('Your answer'), 'Not me');
    await user.click(within(dialog).getByRole('button', { name: 'Send answer' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This claim has already been decided.',
    );
  });

  it('shows both sides the decision once made', async () => {
    renderSection(() =>
      list(
        depositOf({
          role: 'host',
          status: 'captured',
          captured_amount: 5000,
          claim: claimOf({ status: 'decided', decided_amount: 5000, decision_note: 'Half.' }),
        }),
      ),
    );
    const row = await screen.findByRole('listitem', { name: 'Deposit for Sunny loft' });
    expect(row).toHaveTextContent('Decided: $50.00 charged, the rest of the deposit released.');
    expect(row).toHaveTextContent('Half.');
  });
});
