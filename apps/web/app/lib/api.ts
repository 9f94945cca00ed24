import { accessToken, renewRefusedSession } from './auth/client';

/** An API failure with the server's code, message and per-field messages. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields: Record<string, string[]> = {},
  ) {
    super(message);
  }
}

export interface ApiOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  /** Send the signed-in user's token (default true; anonymous calls pass false). */
  auth?: boolean;
}

/** The one place the web app calls the JSON API from the browser. */
export async function api<T>(path: string, options: ApiOptions = {}): Promise<T> {
  const token = options.auth === false ? null : await accessToken();
  try {
    return await send<T>(path, options, token);
  } catch (error) {
    // A token the server no longer takes: renewed once and the call made again with it, or the
    // session is over and this browser signs out (lib/auth/client.ts).
    const refused =
      error instanceof ApiRequestError && error.status === 401 && error.code === 'invalid_token';
    if (!token || !refused) throw error;
    const renewed = await renewRefusedSession();
    if (!renewed) throw error;
    return send<T>(path, options, renewed);
  }
}

async function send<T>(path: string, options: ApiOptions, token: string | null): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(path, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiRequestError(
      0,
      'network_error',
      'Could not reach Rentspace. Check your connection.',
    );
  }
  if (response.status === 204) return undefined as T;
  const payload = (await response.json().catch((error: unknown) => {
    // An abort while reading the body is still an abort; only an unreadable body becomes null.
    if ((error as Error).name === 'AbortError') throw error;
    return null;
  })) as { error?: { code?: string; message?: string; fields?: Record<string, string[]> } } | null;
  if (!response.ok) {
    const error = payload?.error;
    throw new ApiRequestError(
      response.status,
      error?.code ?? 'http_error',
      error?.message ?? `Request failed (${response.status})`,
      error?.fields,
    );
  }
  return payload as T;
}

/** The message to show for any thrown value, falling back to the screen's own wording. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}
