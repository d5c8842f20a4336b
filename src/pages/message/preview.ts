/** Spec §9: a notice's or message's preview is its first 60 characters. */
export const PREVIEW_LENGTH = 60;

/**
 * The text of server HTML, for a preview: parsed by an inert DOMParser document (nothing runs
 * or loads), whitespace collapsed. Never inserted as HTML.
 */
export function plainText(html: string): string {
  // Blocks are separate words: "<p>a</p><p>b</p>" reads "a b", not "ab".
  const spaced = html.replace(/<\/(?:p|div|li|h[1-6]|tr|td|th|blockquote)\s*>|<br\s*\/?>/gi, '$& ');
  const doc = new DOMParser().parseFromString(spaced, 'text/html');
  for (const element of doc.querySelectorAll('script, style, template, noscript')) element.remove();
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** The first `length` characters (whole code points), with an ellipsis when cut. */
export function preview(html: string, length = PREVIEW_LENGTH): string {
  const chars = Array.from(plainText(html));
  return chars.length > length ? `${chars.slice(0, length).join('')}…` : chars.join('');
}
