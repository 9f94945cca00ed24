import { useEffect } from 'react';
import { isRouteErrorResponse, data, useRevalidator, useRouteError } from 'react-router';
import type { Route } from './+types/message-thread';
import { MESSAGE_TEXT } from '@rentspace/core/messages/schema';
import { requireSession } from '~/lib/auth/require-session';
import { ApiRequestError } from '~/lib/api';
import { ButtonLink } from '~/components/ui/button';
import { EmptyState, ErrorMessage, Skeleton } from '~/components/ui/states';
import { fetchThread, markRead, ThreadView } from '~/features/messages';

export const meta = () => [
  { title: 'Conversation | Messages | Rentspace' },
  { name: 'robots', content: 'noindex' },
];

export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  const session = await requireSession();
  try {
    const thread = await fetchThread(params.id);
    if (thread.conversation.unread_count > 0) {
      await markRead(params.id).catch((error: unknown) =>
        console.warn('Could not mark the conversation read', error),
      );
    }
    return { thread, viewerId: session.user.id };
  } catch (error) {
    const status =
      error instanceof ApiRequestError && (error.status === 404 || error.status === 400)
        ? 404
        : 500;
    throw data(status === 404 ? MESSAGE_TEXT.notFound : MESSAGE_TEXT.loadFailed, { status });
  }
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return (
    <div className="space-y-3" role="status" aria-label="Loading conversation">
      <Skeleton className="h-16" />
      <Skeleton className="h-64" />
    </div>
  );
}

export default function MessageThread({ loaderData }: Route.ComponentProps) {
  const revalidator = useRevalidator();
  const { id, unread_count } = loaderData.thread.conversation;
  // The loader marked the thread read while the inbox beside it was being read: on a first load
  // (a link from an e-mail, a reload) the list would keep its unread badge, so it is read again.
  useEffect(() => {
    if (unread_count > 0) void revalidator.revalidate();
    // Once per thread opened with unread messages; the reload brings it back with none.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id, unread_count]);
  // The inbox beside the thread shows the new last message at once.
  return (
    <ThreadView
      key={loaderData.thread.conversation.id}
      thread={loaderData.thread}
      viewerId={loaderData.viewerId}
      onSent={() => void revalidator.revalidate()}
    />
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <EmptyState
        title={MESSAGE_TEXT.notFound}
        action={<ButtonLink to="/messages">Back to messages</ButtonLink>}
      >
        This conversation does not exist or is not yours.
      </EmptyState>
    );
  }
  return <ErrorMessage>{MESSAGE_TEXT.loadFailed}</ErrorMessage>;
}
