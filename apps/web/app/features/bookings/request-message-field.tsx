import { REQUEST_MESSAGES } from '@rentspace/core/bookings/messages';
import { TextAreaField } from '~/components/ui/field';

/**
 * The server's check of the message (RequestMessageSchema in packages/core), without loading zod
 * on the listing page: 1 to 1000 characters after trimming.
 */
export function requestMessageProblem(message: string): string | null {
  const length = message.trim().length;
  if (length === 0) return REQUEST_MESSAGES.messageRequired;
  if (length > 1000) return REQUEST_MESSAGES.messageTooLong;
  return null;
}

/** What a listing that takes requests says above its booking form. */
export const REQUEST_NOTE =
  'The host accepts or declines your request within 24 hours. Your card is held, not charged, until then; you pay only if the host accepts.';

/** The guest's message to the host that goes with a request to book (1 to 1000 characters). */
export function RequestMessageField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange(value: string): void;
  error: string | null;
}) {
  return (
    <TextAreaField
      label="Message to the host"
      hint="Say who you are and what you plan."
      max={1000}
      error={error ?? undefined}
      rows={4}
      maxLength={1000}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
