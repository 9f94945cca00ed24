import { useRef } from 'react';
import { Outlet, useParams, useRevalidator } from 'react-router';
import type { Route } from './+types/messages';
import { MESSAGE_TEXT } from '@rentspace/core/messages/schema';
import { requireSession } from '~/lib/auth/require-session';
import { useUserEvents } from '~/lib/user-events';
import { PageLoading, PageTitle } from '~/components/ui/states';
import { cx } from '~/components/ui/cx';
import { ConversationList, fetchConversations } from '~/features/messages';
import { RetryableError } from '~/components/ui/retryable-error';

export const meta = () => [
  { title: 'Messages | Rentspace' },
  { name: 'robots', content: 'noindex' },
];

export async function clientLoader() {
  const session = await requireSession();
  try {
    const { data } = await fetchConversations();
    return { conversations: data, viewerId: session.user.id, error: null };
  } catch (error) {
    console.warn('Could not load conversations', error);
    return { conversations: [], viewerId: session.user.id, error: MESSAGE_TEXT.loadFailed };
  }
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <PageLoading title="Messages" />;
}

export default function MessagesLayout({ loaderData }: Route.ComponentProps) {
  const { id } = useParams();
  const revalidator = useRevalidator();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // The list follows new messages and read marks (a burst reloads it once), not listing changes.
  useUserEvents((signal) => {
    if (signal.type === 'draft') return;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void revalidator.revalidate(), 250);
  });

  // With no conversation at all there is nothing to choose: the empty inbox stands alone.
  const empty = !loaderData.error && loaderData.conversations.length === 0 && !id;
  return (
    <div className="container-page py-6 sm:py-8">
      {/* In a thread on a phone the title is not drawn (the thread fills the screen) but stays the
          page's heading for screen readers. */}
      <div className={cx(id && 'sr-only md:not-sr-only')}>
        <PageTitle>Messages</PageTitle>
      </div>
      <div className={cx('grid grid-cols-1 gap-6', !empty && 'md:grid-cols-[320px_minmax(0,1fr)]')}>
        <div className={cx(id && 'hidden md:block')}>
          {loaderData.error ? (
            <RetryableError>{loaderData.error}</RetryableError>
          ) : (
            <ConversationList
              conversations={loaderData.conversations}
              viewerId={loaderData.viewerId}
            />
          )}
        </div>
        {!empty && (
          <div className={cx(!id && 'hidden md:block')}>
            <Outlet />
          </div>
        )}
      </div>
    </div>
  );
}
