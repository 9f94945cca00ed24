/** A first-visit document's payload (./pages.ts): read from this document, or from another URL's. */
import { PAGE_DATA_ELEMENT_ID, type FirstVisitPayload } from './pages';

/** Reads the page payload the server writes into every first-visit document. */
export function payloadFromDocument(document: Document): FirstVisitPayload | null {
  const element = document.getElementById(PAGE_DATA_ELEMENT_ID);
  if (!element?.textContent) return null;
  return JSON.parse(element.textContent) as FirstVisitPayload;
}

/** The payload of another URL of this page, read from its server-rendered document. */
export async function fetchPayload(
  url: URL,
  signal?: AbortSignal,
): Promise<FirstVisitPayload | null> {
  const response = await fetch(url, {
    headers: { Accept: 'text/html' },
    signal,
    credentials: 'same-origin',
  });
  if (!response.ok) return null;
  return payloadFromHtml(await response.text());
}

/**
 * The payload in a first-visit document's markup, found without parsing the whole document: the
 * server writes it as the one element with its id, and its JSON has no `<`, so the element ends at
 * the first `</script>` after it.
 */
export function payloadFromHtml(html: string): FirstVisitPayload | null {
  const open = html.indexOf(`<script id="${PAGE_DATA_ELEMENT_ID}"`);
  const start = open < 0 ? -1 : html.indexOf('>', open) + 1;
  const end = start <= 0 ? -1 : html.indexOf('</script>', start);
  return end < 0 ? null : (JSON.parse(html.slice(start, end)) as FirstVisitPayload);
}
