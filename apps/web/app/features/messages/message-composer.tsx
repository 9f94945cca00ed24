import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { SendHorizontal } from 'lucide-react';
import {
  MAX_MESSAGE_LENGTH,
  MESSAGE_TEXT,
  SendMessageSchema,
} from '@rentspace/core/messages/schema';
import { Button } from '~/components/ui/button';
import { inputClasses } from '~/components/ui/field';
import { cx } from '~/components/ui/cx';
import { ApiRequestError, errorMessage } from '~/lib/api';

/**
 * Writes a message: Enter sends, Shift+Enter starts a new line; the text stays if sending fails,
 * including when the sender is past the message limits (docs/product/messages-and-reviews.md#how-fast-one-can-write).
 */
export function MessageComposer({
  onSend,
  recipient,
}: {
  onSend(body: string): Promise<void>;
  recipient: string;
}) {
  const id = useId();
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function submit(event?: FormEvent) {
    event?.preventDefault();
    if (pending) return;
    const parsed = SendMessageSchema.safeParse({ body });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? MESSAGE_TEXT.bodyRequired);
      return;
    }
    setPending(true);
    setError(null);
    try {
      await onSend(parsed.data.body);
      setBody('');
    } catch (failure) {
      // Past the sending limits the server's message says how long to wait; it is the whole story.
      const tooFast = failure instanceof ApiRequestError && failure.status === 429;
      setError(
        tooFast
          ? failure.message
          : `${MESSAGE_TEXT.sendFailed}. ${errorMessage(failure, '')}`.trim(),
      );
    } finally {
      setPending(false);
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit();
    }
  }

  return (
    <form onSubmit={submit} noValidate className="border-t border-line bg-white p-3">
      <label htmlFor={id} className="sr-only">
        Message to {recipient}
      </label>
      <div className="flex items-end gap-2">
        <textarea
          id={id}
          value={body}
          onChange={(event) => setBody(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder={`Write to ${recipient}…`}
          rows={2}
          maxLength={MAX_MESSAGE_LENGTH}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={cx(inputClasses, 'min-h-12 resize-none')}
        />
        <Button type="submit" pending={pending} aria-label="Send message" className="shrink-0 px-4">
          {!pending && <SendHorizontal className="size-5" aria-hidden />}
          <span className="hidden sm:inline">Send</span>
        </Button>
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-1.5 text-sm text-danger-700">
          {error}
        </p>
      )}
    </form>
  );
}
