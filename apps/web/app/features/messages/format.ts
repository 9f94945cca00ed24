/** When a message was sent: the time today, the weekday this week, else the date. */
export function messageTime(iso: string, now: Date = new Date()): string {
  const at = new Date(iso);
  const ageMs = now.getTime() - at.getTime();
  if (at.toDateString() === now.toDateString())
    return at.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' });
  if (ageMs < 6 * 86_400_000) return at.toLocaleDateString('en-US', { weekday: 'short' });
  return at.toLocaleDateString('en-US', { month: 'short', day: 'numeric' });
}

/** The time under a message in a thread: the date and time. */
export function fullTime(iso: string): string {
  return new Date(iso).toLocaleString('en-US', {
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
}
