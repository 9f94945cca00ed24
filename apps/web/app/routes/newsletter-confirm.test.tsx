import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { NEWSLETTER_TEXT } from '@rentspace/core/contact/constants';
import NewsletterConfirm, { clientLoader, HydrateFallback } from './newsletter-confirm';

vi.mock('~/lib/auth/client', () => ({ accessToken: async () => null }));

function answer(status: number, body: unknown) {
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
      path: '/newsletter/confirm',
      Component: NewsletterConfirm as never,
      loader: ({ request }) => clientLoader({ request } as never),
      HydrateFallback,
    },
  ]);
  render(<Stub initialEntries={[`/newsletter/confirm${search}`]} />);
}

describe('the newsletter confirmation page', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('sends the token of the link once and says the address is subscribed', async () => {
    const fetchMock = answer(200, { confirmed: true });
    vi.stubGlobal('fetch', fetchMock);
    renderPage('?token=abc-123_XYZ');
    expect(await screen.findByRole('heading', { name: "You're subscribed" })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent(NEWSLETTER_TEXT.confirmed);
    expect(screen.getByRole('link', { name: 'Explore spaces' })).toHaveAttribute(
      'href',
      '/explore',
    );
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/rest/v1/newsletter/confirm');
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body as string)).toEqual({ token: 'abc-123_XYZ' });
  });

  it('explains a used or expired link and how to get a new one', async () => {
    vi.stubGlobal(
      'fetch',
      answer(400, { error: { code: 'invalid_token', message: NEWSLETTER_TEXT.linkInvalid } }),
    );
    renderPage('?token=used');
    expect(
      await screen.findByRole('heading', { name: NEWSLETTER_TEXT.linkInvalidTitle }),
    ).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent(NEWSLETTER_TEXT.linkInvalid);
    expect(screen.queryByText("You're subscribed")).not.toBeInTheDocument();
  });

  it('asks nothing of the server for a link without a token', async () => {
    const fetchMock = answer(200, { confirmed: true });
    vi.stubGlobal('fetch', fetchMock);
    renderPage('');
    expect(
      await screen.findByRole('heading', { name: NEWSLETTER_TEXT.linkInvalidTitle }),
    ).toBeVisible();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('offers to try again when the server cannot be reached', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    renderPage('?token=abc');
    expect(
      await screen.findByRole('heading', { name: NEWSLETTER_TEXT.confirmFailedTitle }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});
