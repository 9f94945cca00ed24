import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { useContactHost } from './contact-host';

const auth = vi.hoisted(() => ({ status: 'loading' as string, openSignIn: vi.fn() }));
vi.mock('./auth/auth-context', () => ({ useAuth: () => auth }));
const navigate = vi.hoisted(() => vi.fn(async () => undefined));
vi.mock('react-router', () => ({ useNavigate: () => navigate }));
const api = vi.hoisted(() => vi.fn(async () => ({ id: 'conversation-1' })));
vi.mock('./api', () => ({ api, errorMessage: (_error: unknown, fallback: string) => fallback }));

afterEach(() => {
  auth.status = 'loading';
  auth.openSignIn.mockReset();
  api.mockClear();
  navigate.mockClear();
});

describe('useContactHost', () => {
  it('is pending from a tap made while the session is restored, then opens the conversation', async () => {
    const { result, rerender } = renderHook(() => useContactHost());
    expect(result.current.pending).toBe(false);
    await act(() => result.current.contact('space-1'));
    expect(result.current.pending).toBe(true);
    expect(api).not.toHaveBeenCalled();
    // The session is found signed in: openSignIn runs the kept action.
    auth.status = 'signedIn';
    rerender();
    const then = auth.openSignIn.mock.calls[0]![0] as () => void;
    await act(async () => then());
    expect(api).toHaveBeenCalledWith('/rest/v1/conversations', {
      method: 'POST',
      body: { space_id: 'space-1' },
    });
    expect(navigate).toHaveBeenCalledWith('/messages/conversation-1');
  });

  it('is not pending for a signed-out person, whom the dialog asks to sign in', async () => {
    auth.status = 'signedOut';
    const { result } = renderHook(() => useContactHost());
    await act(() => result.current.contact('space-1'));
    expect(auth.openSignIn).toHaveBeenCalledTimes(1);
    expect(result.current.pending).toBe(false);
  });
});
