import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { NEWSLETTER_TEXT } from '@rentspace/core/contact/constants';
import NewsletterUnsubscribe from './newsletter-unsubscribe';

vi.mock('~/lib/auth/client', () => ({ accessToken: async () => null }));

const ID = '0b8f3a52-7d4c-4f53-9a51-1f1a3c2b4d5e';

function renderPage(search: string) {
  const Stub = createRoutesStub([
    { path: '/newsletter/unsubscribe', Component: NewsletterUnsubscribe },
  ]);
  render(<Stub initialEntries={[`/newsletter/unsubscribe${search}`]} />);
}

describe('the newsletter unsubscribe page', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('unsubscribes only when asked to, with the id and signature of the link', async () => {
    const fetchMock = vi.fn(
      async () =>
        new Response(JSON.stringify({ unsubscribed: true }), {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderPage(`?id=${ID}&token=sig`);
    expect(
      await screen.findByRole('heading', { name: NEWSLETTER_TEXT.unsubscribeTitle }),
    ).toBeVisible();
    // Opening the page (as a mail scanner would) changes nothing.
    expect(fetchMock).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(
      await screen.findByRole('heading', { name: NEWSLETTER_TEXT.unsubscribedTitle }),
    ).toBeVisible();
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/rest/v1/newsletter/unsubscribe');
    expect(JSON.parse(init.body as string)).toEqual({ id: ID, token: 'sig' });
  });

  it('says a link without its signature is not valid, and offers no button', async () => {
    renderPage(`?id=${ID}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(NEWSLETTER_TEXT.unsubscribeInvalid);
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).not.toBeInTheDocument();
  });
});
