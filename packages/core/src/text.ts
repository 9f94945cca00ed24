/** Cutting people's text to a length without cutting a character or an emoji in two. */

const characters = new Intl.Segmenter('en', { granularity: 'grapheme' });

/**
 * The longest start of `text` of at most `max` UTF-16 units that ends between two characters as a
 * reader sees them (an emoji with its modifiers is one). A cut through a surrogate pair would leave
 * half a character, which JSON keeps as an escape PostgreSQL's jsonb refuses.
 */
export function clipText(text: string, max: number): string {
  if (text.length <= max) return text;
  let end = 0;
  for (const { index, segment } of characters.segment(text)) {
    if (index + segment.length > max) break;
    end = index + segment.length;
  }
  return text.slice(0, end);
}

/** `text` as a preview of at most `max` UTF-16 units: cut between characters, with an ellipsis. */
export function excerpt(text: string, max: number): string {
  return text.length > max ? `${clipText(text, max - 1).trimEnd()}…` : text;
}
