import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FavoriteButton } from './favorite-button';

const auth = vi.hoisted(() => ({
  status: 'signedIn',
  user: { id: 'guest-1' },
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
});
