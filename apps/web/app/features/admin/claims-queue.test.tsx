import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { adminClaimOf, claimOf, json } from '../../../test/deposit-fixtures';
import { ClaimsQueue } from './claims-queue';
// Loaded up front: the queue opens the dialog lazily, and a busy machine may take over a second.
import './decide-claim-dialog';

vi.mock('~/lib/auth/client', () => ({ accessToken: async () => 'admin-token' }));

const LIST = '/rest/v1/admin/deposit-claims?status=open';
const OLDER = adminClaimOf({
  id: '1a1a1a1a-1a1a-4a1a-8a1a-1a1a1a1a1a1a',
  created_at: '2031-01-21T08:00:00.000Z',
  guest_response: 'The window was cracked before.',
  space: {
    id: '2b1d6c4e-1f0a-4c8e-9b7d-5e3f2a1c0d91',
    title: 'Harbour studio',
    time_zone: 'Europe/London',
  },
});
const NEWER = adminClaimOf();
const decideUrl = (id: string) => `/rest/v1/admin/deposit-claims/${id}/decide`;

function renderQueue(handler: (url: string, init?: RequestInit) => Response) {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => handler(url, init));
  vi.stubGlobal('fetch', fetchMock);
  const Stub = createRoutesStub([{ path: '/admin', Component: ClaimsQueue }]);
  render(<Stub initialEntries={['/admin']} />);
  return { fetchMock, user: userEvent.setup() };
}

describe('the Claims tab', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('lists open claims oldest first with their evidence, amounts and people', async () => {
    renderQueue(() => json(200, { data: [NEWER, OLDER] }));
    const items = within(await screen.findByRole('list', { name: 'Open claims' })).getAllByRole(
      'listitem',
      { name: /^Claim on/ },
    );
    expect(items.map((item) => item.getAttribute('aria-label'))).toEqual([
      'Claim on Harbour studio',
      'Claim on Sunny loft',
    ]);
    const [older, newer] = items as [HTMLElement, HTMLElement];
    expect(older).toHaveTextContent('Host Hugo Host · guest Gina Guest');
    // Filed in the listing's zone and named, as the booking's times beside it are.
    expect(older).toHaveTextContent('Filed Tue, Jan 21, 2031, 08:00 (Europe/London)');
    expect(older).toHaveTextContent('Deposit held$200.00');
    expect(older).toHaveTextContent('Claimed$80.00');
    expect(older).toHaveTextContent('A cracked window in the back room.');
    expect(older).toHaveTextContent('The window was cracked before.');
    expect(within(older).getByRole('img', { name: 'Claim photo 1' })).toBeVisible();
    expect(newer).toHaveTextContent('No answer yet');
  });

  it('says when there is nothing to decide', async () => {
    renderQueue(() => json(200, { data: [] }));
    expect(await screen.findByText('No open claims')).toBeVisible();
  });

  it('decides part of a claim with a note, and the claim leaves the list', async () => {
    let sent: unknown = null;
    const { user } = renderQueue((url, init) => {
      if (url === LIST) return json(200, { data: [NEWER] });
      if (url === decideUrl(NEWER.id)) {
        sent = JSON.parse(String(init?.body));
        return json(200, {
          ...NEWER,
          ...claimOf({ status: 'decided', decided_amount: 4000, decision_note: 'Half.' }),
          deposit: { ...NEWER.deposit, status: 'captured' },
        });
      }
      throw new Error(`unexpected ${url}`);
    });
    await user.click(await screen.findByRole('button', { name: 'Decide' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decide the claim' });
    expect(
      within(dialog).getByRole('radio', { name: 'Charge the whole claim ($80.00)' }),
    ).toBeChecked();
    await user.click(within(dialog).getByRole('radio', { name: 'Charge part of it' }));
    const amount = within(dialog).getByLabelText('Amount to charge (USD)');

    await user.click(within(dialog).getByRole('button', { name: 'Decide' }));
    expect(within(dialog).getByText('Enter the amount')).toBeVisible();
    await user.type(amount, '90');
    await user.click(within(dialog).getByRole('button', { name: 'Decide' }));
    expect(within(dialog).getByText('The amount cannot be more than the claim')).toBeVisible();
    expect(sent).toBeNull();

    await user.clear(amount);
    await user.type(amount, '40');
    await user.type(within(dialog).getByLabelText(/^Note for the guest and the host/), 'Half.');
    await user.click(within(dialog).getByRole('button', { name: 'Decide' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Sunny loft: Decided: $40.00 charged, the rest of the deposit released.',
    );
    expect(sent).toEqual({ capture_amount: 4000, note: 'Half.' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('No open claims')).toBeVisible();
  });

  it('charges nothing: the whole deposit is released, without a note', async () => {
    let sent: unknown = null;
    const { user } = renderQueue((url, init) => {
      if (url === LIST) return json(200, { data: [NEWER] });
      sent = JSON.parse(String(init?.body));
      return json(200, { ...NEWER, ...claimOf({ status: 'decided', decided_amount: 0 }) });
    });
    await user.click(await screen.findByRole('button', { name: 'Decide' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decide the claim' });
    await user.click(
      within(dialog).getByRole('radio', { name: 'Charge nothing and release the deposit' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Decide' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Decided: nothing charged, the deposit was released.',
    );
    expect(sent).toEqual({ capture_amount: 0, note: null });
  });

  it('keeps the server’s refusal in the dialog: already decided, or the provider unreachable', async () => {
    let answer = json(409, {
      error: { code: 'claim_decided', message: 'This claim has already been decided.' },
    });
    const bodies: unknown[] = [];
    const { user } = renderQueue((url, init) => {
      if (url === LIST) return json(200, { data: [NEWER] });
      bodies.push(JSON.parse(String(init?.body)));
      return answer;
    });
    await user.click(await screen.findByRole('button', { name: 'Decide' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decide the claim' });
    await user.click(within(dialog).getByRole('button', { name: 'Decide' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This claim has already been decided.',
    );
    answer = json(503, {
      error: { code: 'payments_unavailable', message: 'The payment provider cannot be reached.' },
    });
    await user.click(within(dialog).getByRole('button', { name: 'Decide' }));
    expect(
      await within(dialog).findByText('The payment provider cannot be reached.'),
    ).toBeVisible();
    // The whole claim, the default choice, both times.
    expect(bodies).toEqual([
      { capture_amount: 8000, note: null },
      { capture_amount: 8000, note: null },
    ]);
    expect(
      within(screen.getByRole('list', { name: 'Open claims', hidden: true })).getAllByRole(
        'listitem',
        { name: /^Claim on/, hidden: true },
      ),
    ).toHaveLength(1);
  });

  it('says when the claims cannot be read', async () => {
    renderQueue(() =>
      json(500, { error: { code: 'internal', message: 'Failed to fetch claims' } }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch claims');
  });
});
