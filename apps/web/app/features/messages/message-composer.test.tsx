import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sendingTooFast } from '@rentspace/core/messages/text';
import { MessageComposer } from './message-composer';
import { sendMessage } from './api';

vi.mock('~/lib/auth/client', () => ({ accessToken: async () => 'guest-token' }));

const LIMITED = sendingTooFast(42);

/** The composer sending through the real API client to a stubbed server. */
function renderComposer(status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify(body), {
          status,
          headers: { 'Content-Type': 'application/json', 'Retry-After': '42' },
        }),
    ),
  );
  const send = async (text: string) => {
    await sendMessage('c1', text);
  };
  render(<MessageComposer onSend={send} recipient="Daniel" />);
  return screen.getByRole('textbox', { name: 'Message to Daniel' });
}

describe('the message composer', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows the limit message past the sending limits and keeps the unsent text', async () => {
    const box = renderComposer(429, { error: { code: 'rate_limited', message: LIMITED } });
    await userEvent.type(box, 'Is the loft free on Saturday?');
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(LIMITED);
    expect(screen.getByRole('alert').textContent).toBe(LIMITED);
    expect(box).toHaveValue('Is the loft free on Saturday?');
    expect(screen.getByRole('button', { name: 'Send message' })).toBeEnabled();
  });

  it('clears the box once a message is sent', async () => {
    const box = renderComposer(201, { id: 'm1' });
    await userEvent.type(box, 'Thanks!');
    await userEvent.keyboard('{Enter}');
    await vi.waitFor(() => expect(box).toHaveValue(''));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
