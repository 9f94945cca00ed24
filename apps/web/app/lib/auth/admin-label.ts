import { useEffect, useState } from 'react';
import type { AdminLabel } from '@rentspace/core/auth/api';
import { EmailSchema } from '@rentspace/core/auth/schemas';
import { api } from '../api';

/** How long the typed address must rest before the server is asked about it. */
export const ADMIN_LABEL_DELAY_MS = 400;

/**
 * Whether the sign-in dialog shows "Admin account" under the typed address
 * (docs/product/accounts-and-sessions.md#sign-in-dialog). The page does not know the configured
 * addresses (docs/decisions/0028-admin-label-without-addresses.md): once typing pauses on a
 * complete address, the server is asked about that one address, once per dialog. A refusal (the
 * rate limit) or a network failure shows no label: it is only a label.
 */
export function useAdminLabel(typed: string): boolean {
  const parsed = EmailSchema.safeParse(typed);
  const email = parsed.success ? parsed.data : null;
  const [answers, setAnswers] = useState<ReadonlyMap<string, boolean>>(() => new Map());
  const known = email !== null && answers.has(email);
  useEffect(() => {
    if (email === null || known) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      api<AdminLabel>('/rest/v1/admin-label', {
        method: 'POST',
        body: { email },
        auth: false,
        signal: controller.signal,
      })
        .then((label) => setAnswers((map) => new Map(map).set(email, label.admin_account)))
        .catch(() => {
          // No answer, no label.
        });
    }, ADMIN_LABEL_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [email, known]);
  return email !== null && answers.get(email) === true;
}
