import { api, ApiRequestError } from '~/lib/api';

/** How following a newsletter link went: done, a link the server refused, or no answer. */
export type LinkOutcome = 'done' | 'invalid' | 'failed';

async function follow(path: string, body: unknown): Promise<LinkOutcome> {
  try {
    await api(path, { method: 'POST', body, auth: false });
    return 'done';
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 400) return 'invalid';
    return 'failed';
  }
}

/** Follows the confirmation link of a sign-up (POST /rest/v1/newsletter/confirm). */
export const confirmSubscription = (token: string) =>
  follow('/rest/v1/newsletter/confirm', { token });

/** Follows the unsubscribe link of a newsletter mail (POST /rest/v1/newsletter/unsubscribe). */
export const unsubscribe = (id: string, token: string) =>
  follow('/rest/v1/newsletter/unsubscribe', { id, token });
