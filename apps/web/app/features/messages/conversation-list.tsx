import { NavLink } from 'react-router';
import { MessagesSquare } from 'lucide-react';
import type { Conversation } from '@rentspace/core/messages/api';
import { MESSAGE_TEXT } from '@rentspace/core/messages/schema';
import { unnamedParticipant } from '@rentspace/core/messages/text';
import { Avatar } from '~/components/ui/avatar';
import { ButtonLink } from '~/components/ui/button';
import { EmptyState } from '~/components/ui/states';
import { cx } from '~/components/ui/cx';
import { messageTime } from './format';

/** The other person's name, or what they are to the viewer when they have none. */
export function otherName(conversation: Pick<Conversation, 'other' | 'role'>): string {
  return (
    conversation.other.full_name ||
    unnamedParticipant(conversation.role === 'guest' ? 'host' : 'guest')
  );
}

function ConversationItem({
  conversation,
  viewerId,
}: {
  conversation: Conversation;
  viewerId: string;
}) {
  const name = otherName(conversation);
  const last = conversation.last_message;
  const unread = conversation.unread_count;
  return (
    <NavLink
      to={`/messages/${conversation.id}`}
      className={({ isActive }) =>
        cx('flex gap-3 rounded-2xl p-3 hover:bg-surface', isActive && 'bg-surface ring-1 ring-line')
      }
      aria-label={`${name}, ${conversation.space?.title ?? MESSAGE_TEXT.listingGone}${unread > 0 ? `, ${unread} unread` : ''}`}
    >
      <Avatar url={conversation.other.avatar_url} name={name} size={44} />
      <span className="min-w-0 flex-1">
        <span className="flex items-baseline justify-between gap-2">
          <span
            className={cx(
              'truncate',
              unread > 0 ? 'font-semibold text-ink' : 'font-medium text-ink',
            )}
          >
            {name}
          </span>
          {last && (
            <time className="shrink-0 text-xs text-muted" dateTime={last.created_at}>
              {messageTime(last.created_at)}
            </time>
          )}
        </span>
        <span
          className="block truncate text-xs text-muted"
          title={conversation.space?.title ?? MESSAGE_TEXT.listingGone}
        >
          {conversation.space?.title ?? MESSAGE_TEXT.listingGone}
        </span>
        <span className="mt-0.5 flex items-center justify-between gap-2">
          <span className={cx('truncate text-sm', unread > 0 ? 'text-ink' : 'text-muted')}>
            {last ? `${last.sender_id === viewerId ? 'You: ' : ''}${last.body}` : 'No messages yet'}
          </span>
          {unread > 0 && (
            <span
              className="tabular inline-flex min-w-5 shrink-0 items-center justify-center rounded-full bg-brand-600 px-1.5 text-xs font-semibold text-white"
              aria-hidden
            >
              {unread}
            </span>
          )}
        </span>
      </span>
    </NavLink>
  );
}

/** The inbox: conversations newest first, each with its unread count; an empty inbox says what to do. */
export function ConversationList({
  conversations,
  viewerId,
}: {
  conversations: Conversation[];
  viewerId: string;
}) {
  if (conversations.length === 0) {
    return (
      <EmptyState
        title={MESSAGE_TEXT.noConversations}
        icon={<MessagesSquare className="size-10" aria-hidden />}
        action={<ButtonLink to="/explore">Explore spaces</ButtonLink>}
      >
        Questions about a space? Open it and press Contact Host. Your conversations with hosts and
        guests appear here.
      </EmptyState>
    );
  }
  return (
    <ul className="space-y-1" aria-label="Conversations">
      {conversations.map((conversation) => (
        <li key={conversation.id}>
          <ConversationItem conversation={conversation} viewerId={viewerId} />
        </li>
      ))}
    </ul>
  );
}
