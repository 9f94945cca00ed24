import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import type { Message, Thread } from '@rentspace/core/messages/api';
import { MESSAGE_TEXT } from '@rentspace/core/messages/text';
import { Avatar } from '~/components/ui/avatar';
import { cx } from '~/components/ui/cx';
import { useUserEvents } from '~/lib/user-events';
import { markRead, sendMessage } from './api';
import { otherName } from './conversation-list';
import { fullTime } from './format';
import { MessageComposer } from './message-composer';
import { ReportButton } from '~/components/report/report-button';

/** The loaded messages plus those that arrived since, once each, oldest first. */
export function mergeMessages(loaded: Message[], arrived: Message[]): Message[] {
  const byId = new Map(loaded.map((message) => [message.id, message]));
  for (const message of arrived) if (!byId.has(message.id)) byId.set(message.id, message);
  return [...byId.values()].sort(
    (a, b) => a.created_at.localeCompare(b.created_at) || a.id.localeCompare(b.id),
  );
}

/**
 * Keeps a thread live: messages that arrive from the stream (or are sent here) join the loaded
 * ones until the next reload includes them; the other person's are marked read at once.
 */
function useLiveThread(thread: Thread, onSent?: () => void) {
  const [arrived, setArrived] = useState<Message[]>([]);
  const [announcement, setAnnouncement] = useState('');
  const id = thread.conversation.id;
  const name = otherName(thread.conversation);

  useUserEvents((signal) => {
    if (signal.type !== 'message' || signal.message.conversation_id !== id) return;
    setArrived((list) => [...list, signal.message]);
    if (signal.message.sender_id === thread.conversation.other.id) {
      setAnnouncement(`New message from ${name}: ${signal.message.body}`);
      markRead(id).catch((error: unknown) =>
        console.warn('Could not mark the conversation read', error),
      );
    }
  });

  const send = async (body: string) => {
    const message = await sendMessage(id, body);
    setArrived((list) => [...list, message]);
    onSent?.();
  };
  return { messages: mergeMessages(thread.messages, arrived), announcement, send };
}

/** One conversation: who it is with and about, the messages (oldest first) and the composer. */
export function ThreadView({
  thread,
  viewerId,
  onSent,
}: {
  thread: Thread;
  viewerId: string;
  onSent?: () => void;
}) {
  const { conversation } = thread;
  const name = otherName(conversation);
  const { messages, announcement, send } = useLiveThread(thread, onSent);
  const scroller = useRef<HTMLDivElement>(null);

  useEffect(() => {
    // Only the message list scrolls to its newest message; the page itself stays where it is.
    const list = scroller.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [messages.length]);

  return (
    <section
      aria-label={`Conversation with ${name}`}
      // The thread fits the screen, above the bottom navigation and the floating add button, so
      // that the newest messages and the composer stay in view while older ones scroll.
      className="flex h-[calc(100dvh-14.5rem)] min-h-80 flex-col overflow-hidden rounded-2xl border border-line bg-white md:h-[calc(100dvh-16rem)]"
    >
      <header className="flex items-center gap-3 border-b border-line p-3">
        <Link
          to="/messages"
          className="-ml-1 inline-flex size-11 items-center justify-center rounded-full hover:bg-surface md:hidden"
          aria-label="Back to messages"
        >
          <ArrowLeft className="size-5" aria-hidden />
        </Link>
        <Avatar url={conversation.other.avatar_url} name={name} size={40} />
        <div className="min-w-0">
          <h2 className="truncate font-semibold" title={name}>
            {name}
          </h2>
          {conversation.space ? (
            <Link
              to={`/space/${conversation.space.id}`}
              title={conversation.space.title}
              className="block truncate py-0.5 text-sm leading-5 text-muted underline-offset-2 hover:underline"
            >
              {conversation.space.title}
            </Link>
          ) : (
            <p className="text-sm text-muted">{MESSAGE_TEXT.listingGone}</p>
          )}
        </div>
      </header>
      {/* Focusable, so that the history can be scrolled with the keyboard. */}
      <div
        ref={scroller}
        tabIndex={0}
        role="region"
        aria-label="Message history"
        className="flex-1 overflow-y-auto p-4 focus:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-brand-600"
      >
        <ol className="space-y-3" aria-label="Messages">
          {messages.length === 0 && (
            <li className="py-8 text-center text-muted">
              Say hello to {name}: ask about availability, access or anything else before you book.
            </li>
          )}
          {messages.map((message) => {
            const mine = message.sender_id === viewerId;
            return (
              <li
                key={message.id}
                className={cx('flex flex-col', mine ? 'items-end' : 'items-start')}
              >
                <p
                  className={cx(
                    'max-w-[85%] whitespace-pre-line break-words rounded-2xl px-4 py-2.5',
                    mine ? 'bg-brand-600 text-white' : 'bg-surface text-ink',
                  )}
                >
                  <span className="sr-only">{mine ? 'You' : name}: </span>
                  {message.body}
                </p>
                <time className="mt-1 text-xs text-muted" dateTime={message.created_at}>
                  {fullTime(message.created_at)}
                </time>
                {!mine && (
                  <ReportButton targetType="message" targetId={message.id} className="-ml-3" />
                )}
              </li>
            );
          })}
        </ol>
      </div>
      <p className="sr-only" role="status" aria-live="polite">
        {announcement}
      </p>
      <MessageComposer onSend={send} recipient={name} />
    </section>
  );
}
