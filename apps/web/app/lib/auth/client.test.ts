import { beforeEach, describe, expect, it, vi } from 'vitest';

const gotrue = vi.hoisted(() => ({
  refreshSession: vi.fn(),
  signOut: vi.fn(async () => ({ error: null })),
}));
vi.mock('@supabase/auth-js', () => ({
  GoTrueClient: class {
    refreshSession = gotrue.refreshSession;
    signOut = gotrue.signOut;
  },
}));

beforeEach(() => {
  vi.resetModules();
  gotrue.refreshSession.mockReset();
  gotrue.signOut.mockClear();
});

async function loaded() {
  const module = await import('./client');
  await module.loadAuthClient();
  return module;
}

const failure = (name: string) => ({ data: { session: null }, error: { name, message: name } });

describe('renewRefusedSession', () => {
  it('answers the renewed token', async () => {
    const { renewRefusedSession } = await loaded();
    gotrue.refreshSession.mockResolvedValueOnce({
      data: { session: { access_token: 'new-token' } },
      error: null,
    });
    expect(await renewRefusedSession()).toBe('new-token');
    expect(gotrue.signOut).not.toHaveBeenCalled();
  });

  it('signs this browser out when the session is over (its refresh token refused)', async () => {
    const { renewRefusedSession } = await loaded();
    gotrue.refreshSession.mockResolvedValueOnce(failure('AuthApiError'));
    expect(await renewRefusedSession()).toBeNull();
    expect(gotrue.signOut).toHaveBeenCalledWith({ scope: 'local' });
  });

  it('keeps the session through a network failure or another tab’s renewal', async () => {
    const { renewRefusedSession } = await loaded();
    gotrue.refreshSession
      .mockResolvedValueOnce(failure('AuthRetryableFetchError'))
      .mockResolvedValueOnce(failure('AuthRefreshDiscardedError'));
    expect(await renewRefusedSession()).toBeNull();
    expect(await renewRefusedSession()).toBeNull();
    expect(gotrue.signOut).not.toHaveBeenCalled();
  });

  it('does nothing where no session client was ever loaded', async () => {
    const { renewRefusedSession } = await import('./client');
    expect(await renewRefusedSession()).toBeNull();
    expect(gotrue.refreshSession).not.toHaveBeenCalled();
  });
});
