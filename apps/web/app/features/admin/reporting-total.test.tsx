import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ReportingTotal } from './reporting-total';

vi.mock('~/lib/auth/client', () => ({ accessToken: async () => 'admin-token' }));

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('ReportingTotal', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('says there are no rates instead of guessing, then saves pasted rates and shows the total', async () => {
    const fetchMock = vi.fn(async () =>
      json(200, {
        reporting_currency: 'USD',
        rates: { date: '2026-11-20', rates: { EUR: 1.08 } },
        revenue_total: 3388,
        missing: [],
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    render(
      <ReportingTotal
        initial={{ reporting_currency: 'USD', rates: null, revenue_total: null, missing: ['EUR'] }}
      />,
    );
    expect(
      screen.getByText('No exchange rates yet: enter them to see a total in USD.'),
    ).toBeTruthy();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Date of the rates'), '2026-11-20');
    await user.type(screen.getByLabelText('Rates to USD'), 'EUR,1.08');
    await user.click(screen.getByRole('button', { name: 'Save rates' }));
    expect(await screen.findByText('$33.88')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledWith(
      '/rest/v1/admin/exchange-rates',
      expect.objectContaining({
        method: 'POST',
        body: JSON.stringify({ date: '2026-11-20', rates: { EUR: 1.08 } }),
      }),
    );
  });

  it('names a missing rate, and a bad line before sending anything', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    render(
      <ReportingTotal
        initial={{
          reporting_currency: 'USD',
          rates: { date: '2026-11-20', rates: { EUR: 1.08 } },
          revenue_total: null,
          missing: ['JPY'],
        }}
      />,
    );
    expect(screen.getByText('No rate to USD for JPY: enter it to see a total.')).toBeTruthy();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Rates to USD'), '{enter}JPY,abc');
    await user.click(screen.getByRole('button', { name: 'Save rates' }));
    expect(
      screen.getByText('Line 2: write a currency code and a rate, like EUR,1.08'),
    ).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
