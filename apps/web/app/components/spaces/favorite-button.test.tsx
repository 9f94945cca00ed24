import { describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FavoriteButton } from './favorite-button';

const auth = vi.hoisted(() => ({
  status: 'signedIn',
  user: { id: 'guest-1' } as { id: string } | null,
  openSignIn: vi.fn(),
}));
vi.mock('~/lib/auth/auth-context', () => ({ useAuth: () => auth }));
const calls = vi.hoisted(() => ({
  finishLoad: null as ((ids: string[]) => void) | null,
  sent: [] as string[],
}));
vi.mock('~/lib/api', () => ({
  api: (path: string, options?: { method?: string }) => {
    if (path === '/rest/v1/favorites/ids')
      return new Promise((resolve) => {
        calls.finishLoad = (ids) => resolve({ data: ids });
      });
    calls.sent.push(`${options?.method} ${path}`);
    return Promise.resolve({ saved: options?.method === 'PUT' });
  },
  errorMessage: (_: unknown, fallback: string) => fallback,
}));

/** A heart tapped while the session is still restored: it fills at once. */
async function tapWhileRestoring(spaceId: string, title: string) {
  Object.assign(auth, { status: 'loading', user: null });
  const { rerender } = render(<FavoriteButton spaceId={spaceId} title={title} />);
  const heart = screen.getByRole('button', { name: `Save ${title}` });
  await userEvent.click(heart);
  expect(heart).toHaveAttribute('aria-pressed', 'true');
  return { heart, rerender };
}

describe('FavoriteButton', () => {
  it('keeps a tap made while the saved listings load, though the list answered predates it', async () => {
    render(<FavoriteButton spaceId="space-1" title="Loft" />);
    const heart = screen.getByRole('button', { name: 'Save Loft' });
    await userEvent.click(heart);
    expect(calls.sent).toEqual(['PUT /rest/v1/favorites/space-1']);
    // The list of saved listings was read before the save reached the server.
    await waitFor(() => expect(calls.finishLoad).not.toBeNull());
    calls.finishLoad!([]);
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'true'));
  });

  it('fills a heart tapped while the session is restored at once, and saves it once it is found', async () => {
    const { heart, rerender } = await tapWhileRestoring('space-2', 'Barn');
    expect(calls.sent).not.toContain('PUT /rest/v1/favorites/space-2');
    // The session is found: openSignIn runs the save it kept.
    Object.assign(auth, { status: 'signedIn', user: { id: 'guest-1' } });
    rerender(<FavoriteButton spaceId="space-2" title="Barn" />);
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    const then = auth.openSignIn.mock.calls.at(-1)![0] as () => void;
    then();
    await waitFor(() => expect(calls.sent).toContain('PUT /rest/v1/favorites/space-2'));
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'true'));
  });

  it('empties a heart tapped while the session is restored when there turns out to be none', async () => {
    const { heart, rerender } = await tapWhileRestoring('space-3', 'Dock');
    Object.assign(auth, { status: 'signedOut' });
    rerender(<FavoriteButton spaceId="space-3" title="Dock" />);
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'false'));
    // Signed in later from the header, not from the dialog: still nothing saved, nothing shown.
    Object.assign(auth, { status: 'signedIn', user: { id: 'guest-1' } });
    rerender(<FavoriteButton spaceId="space-3" title="Dock" />);
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    expect(calls.sent).not.toContain('PUT /rest/v1/favorites/space-3');
  });

  it('keeps a save made from the sign-in dialog, though the list read beside it predates it', async () => {
    Object.assign(auth, { status: 'signedOut', user: null });
    const { rerender } = render(<FavoriteButton spaceId="space-4" title="Mill" />);
    const heart = screen.getByRole('button', { name: 'Save Mill' });
    await userEvent.click(heart);
    // Signed in from the dialog: the saved listings load while the kept save goes out.
    calls.finishLoad = null;
    Object.assign(auth, { status: 'signedIn', user: { id: 'guest-2' } });
    rerender(<FavoriteButton spaceId="space-4" title="Mill" />);
    (auth.openSignIn.mock.calls.at(-1)![0] as () => void)();
    await waitFor(() => expect(calls.sent).toContain('PUT /rest/v1/favorites/space-4'));
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'true'));
    // The list was read before the save reached the server, and answers after it.
    await waitFor(() => expect(calls.finishLoad).not.toBeNull());
    await act(async () => calls.finishLoad!([]));
    expect(heart).toHaveAttribute('aria-pressed', 'true');
  });
});
