import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api, ApiRequestError } from './api';

const session = vi.hoisted(() => ({
  accessToken: vi.fn(async (): Promise<string | null> => 'old-token'),
  renewRefusedSession: vi.fn(async (): Promise<string | null> => null),
}));
vi.mock('./auth/client', () => session);

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const refused = () =>
  json(401, {
    error: { code: 'invalid_token', message: 'Your session has expired. Please sign in again.' },
  });

const fetchMock = vi.fn<typeof fetch>();
const sentTokens = () =>
  fetchMock.mock.calls.map(([, init]) => (init?.headers as Record<string, string>).Authorization);

beforeEach(() => {
  fetchMock.mockReset();
  session.renewRefusedSession.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

describe('api and a token the server no longer takes', () => {
  it('renews the session once and makes the call again with the new token', async () => {
    fetchMock.mockResolvedValueOnce(refused()).mockResolvedValueOnce(json(200, { ok: true }));
    session.renewRefusedSession.mockResolvedValueOnce('new-token');
    expect(await api('/rest/v1/bookings/mine')).toEqual({ ok: true });
    expect(sentTokens()).toEqual(['Bearer old-token', 'Bearer new-token']);
  });

  it('gives the session’s end as the error when it cannot be renewed', async () => {
    fetchMock.mockResolvedValueOnce(refused());
    session.renewRefusedSession.mockResolvedValueOnce(null);
    const error = await api('/rest/v1/bookings/mine').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({
      status: 401,
      message: 'Your session has expired. Please sign in again.',
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('renews nothing for other refusals, nor for a call made without a token', async () => {
    fetchMock.mockResolvedValueOnce(
      json(401, { error: { code: 'unauthorized', message: 'Sign in to continue' } }),
    );
    await expect(api('/rest/v1/favorites')).rejects.toMatchObject({ code: 'unauthorized' });
    fetchMock.mockResolvedValueOnce(refused());
    await expect(api('/rest/v1/spaces', { auth: false })).rejects.toMatchObject({
      code: 'invalid_token',
    });
    // A link's spent token (the newsletter's) is a 400 of the same code: not the session's.
    fetchMock.mockResolvedValueOnce(
      json(400, { error: { code: 'invalid_token', message: 'This link is invalid' } }),
    );
    await expect(api('/rest/v1/newsletter/confirm', { method: 'POST' })).rejects.toMatchObject({
      status: 400,
    });
    expect(session.renewRefusedSession).not.toHaveBeenCalled();
  });
});
