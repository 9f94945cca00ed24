import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADMIN_LABEL_DELAY_MS } from '~/lib/auth/admin-label';
import { SignInDialog } from './sign-in-dialog';

const auth = vi.hoisted(() => ({
  dialog: { open: true, setOpen: () => {} },
  signIn: async () => {},
  signUp: async () => true,
}));
vi.mock('~/lib/auth/auth-context', () => ({ useAuth: () => auth }));

/** The server's side: the one configured address (it compares case-insensitively itself). */
const ADMIN = 'chief.root@example.test';
let asked: string[] = [];
let refuse = false;

beforeEach(() => {
  asked = [];
  refuse = false;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init: RequestInit) => {
      expect(path).toBe('/rest/v1/admin-label');
      expect(init.method).toBe('POST');
      const { email } = JSON.parse(String(init.body)) as { email: string };
      asked.push(email);
      if (refuse)
        return Response.json(
          { error: { code: 'over_request_rate_limit', message: 'Too many requests.' } },
          { status: 429 },
        );
      return Response.json({ admin_account: email.toLowerCase() === ADMIN });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

/** Lets the pause after typing pass and the answer arrive. */
async function pause() {
  await act(() => new Promise((resolve) => setTimeout(resolve, ADMIN_LABEL_DELAY_MS + 50)));
}

async function typeEmail(text: string) {
  const user = userEvent.setup();
  render(<SignInDialog />);
  const field = screen.getByLabelText('Email');
  await user.type(field, text);
  return { user, field };
}

describe('the sign-in dialog\'s "Admin account" label', () => {
  it('appears for a configured address typed in any case, after one question to the server', async () => {
    await typeEmail('Chief.Root@Example.TEST');
    expect(await screen.findByText('Admin account')).toBeVisible();
    // Typing went on without a pause: one question, about the whole address, lowercased.
    expect(asked).toEqual([ADMIN]);
  });

  it('does not appear for another address, and nothing is asked before an address is complete', async () => {
    const { user, field } = await typeEmail('chief.root@');
    await pause();
    expect(asked).toEqual([]);
    await user.type(field, 'example.org');
    await pause();
    expect(asked).toEqual(['chief.root@example.org']);
    expect(screen.queryByText('Admin account')).toBeNull();
  });

  it('asks about an address once, however often it is typed again', async () => {
    const { user, field } = await typeEmail(ADMIN);
    expect(await screen.findByText('Admin account')).toBeVisible();
    await user.clear(field);
    expect(screen.queryByText('Admin account')).toBeNull();
    await user.type(field, ADMIN.toUpperCase());
    expect(screen.getByText('Admin account')).toBeVisible();
    await pause();
    expect(asked).toEqual([ADMIN]);
  });

  it('shows no label when the server refuses to answer (its rate limit)', async () => {
    refuse = true;
    await typeEmail(ADMIN);
    await pause();
    expect(asked).toEqual([ADMIN]);
    expect(screen.queryByText('Admin account')).toBeNull();
  });
});
