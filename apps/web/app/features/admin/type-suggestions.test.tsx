import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SuggestionRow } from '@rentspace/core/admin/api';
import { TypeSuggestions } from './type-suggestions';

vi.mock('~/lib/auth/client', () => ({ accessToken: async () => 'admin-token' }));

const row = (overrides: Partial<SuggestionRow>): SuggestionRow => ({
  id: '0b8f3a52-7d4c-4f53-9a51-1f1a3c2b4d5e',
  name: 'rooftop',
  label: 'Rooftop',
  status: 'pending',
  suggested_by_email: 'host@example.test',
  listed: false,
  decided_at: null,
  created_at: '2026-03-20T12:00:00.000Z',
  ...overrides,
});
const YURT = row({ id: '1c9f3a52-7d4c-4f53-9a51-1f1a3c2b4d5e', name: 'yurt', label: 'Yurt' });

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A fake admin API: the pending list, then each decision's answer (or failure) by URL. */
function serve(decisions: Record<string, Response>, list: SuggestionRow[] = [row({}), YURT]) {
  const fetchMock = vi.fn(async (url: string) => {
    if (url === '/rest/v1/admin/space-type-suggestions')
      return json(200, { data: list, next_cursor: null });
    const answer = decisions[url];
    if (!answer) throw new Error(`unexpected ${url}`);
    return answer;
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('the admin list of suggested space types', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('lists pending suggestions with who made them, and approves one with the admin token', async () => {
    const fetchMock = serve({
      [`/rest/v1/admin/space-type-suggestions/${row({}).id}/approve`]: json(200, {
        suggestion: row({ status: 'approved', listed: true, decided_at: '2026-03-21T09:00:00Z' }),
        type: {
          id: YURT.id,
          name: 'rooftop',
          label: 'Rooftop',
          created_at: '2026-03-21T09:00:00Z',
        },
      }),
    });
    render(<TypeSuggestions />);
    const rooftop = await screen.findByRole('article', { name: 'Rooftop' });
    expect(within(rooftop).getByText('Suggested by host@example.test')).toBeVisible();

    await userEvent.click(within(rooftop).getByRole('button', { name: 'Approve' }));
    expect(await within(rooftop).findByRole('status')).toHaveTextContent(
      'Approved: listed for everyone',
    );
    expect(within(rooftop).queryByRole('button', { name: 'Reject' })).not.toBeInTheDocument();
    // The other suggestion still waits.
    const yurt = screen.getByRole('article', { name: 'Yurt' });
    expect(within(yurt).getByRole('button', { name: 'Approve' })).toBeEnabled();

    const [url, init] = fetchMock.mock.calls[1] as unknown as [string, RequestInit];
    expect(url).toBe(`/rest/v1/admin/space-type-suggestions/${row({}).id}/approve`);
    expect(init.method).toBe('POST');
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer admin-token');
  });

  it('rejects one, and shows the reason when a decision fails', async () => {
    serve({
      [`/rest/v1/admin/space-type-suggestions/${YURT.id}/reject`]: json(200, {
        suggestion: { ...YURT, status: 'rejected', decided_at: '2026-03-21T09:00:00Z' },
      }),
      [`/rest/v1/admin/space-type-suggestions/${row({}).id}/reject`]: json(409, {
        error: { code: 'already_decided', message: 'This suggestion was already decided' },
      }),
    });
    render(<TypeSuggestions />);
    const yurt = await screen.findByRole('article', { name: 'Yurt' });
    await userEvent.click(within(yurt).getByRole('button', { name: 'Reject' }));
    expect(await within(yurt).findByRole('status')).toHaveTextContent('Rejected: not listed');

    const rooftop = screen.getByRole('article', { name: 'Rooftop' });
    await userEvent.click(within(rooftop).getByRole('button', { name: 'Reject' }));
    expect(await within(rooftop).findByRole('alert')).toHaveTextContent(
      'This suggestion was already decided',
    );
    expect(within(rooftop).getByRole('button', { name: 'Approve' })).toBeEnabled();
  });

  it('says when nothing waits for approval', async () => {
    serve({}, []);
    render(<TypeSuggestions />);
    expect(await screen.findByText('No space types waiting for approval')).toBeVisible();
  });
});
