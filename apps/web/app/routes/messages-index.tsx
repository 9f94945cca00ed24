import { MessagesSquare } from 'lucide-react';

/** Beside the list on wide screens, before a conversation is chosen. */
export default function MessagesIndex() {
  return (
    <div className="hidden h-full min-h-[50dvh] flex-col items-center justify-center rounded-2xl border border-dashed border-line p-8 text-center text-muted md:flex">
      <MessagesSquare className="mb-3 size-10 text-subtle" aria-hidden />
      <p>Choose a conversation to read it and reply.</p>
    </div>
  );
}
