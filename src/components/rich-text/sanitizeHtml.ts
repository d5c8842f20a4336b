/**
 * Keeps the harmless part of server HTML (notices, messages, rich texts) so it can be shown with
 * `dangerouslySetInnerHTML`: formatting tags and safe links/images stay, scripts, handlers,
 * styles and foreign URL schemes go. Parsing happens in an inert <template>, so nothing runs
 * or loads while cleaning.
 */
const ALLOWED_TAGS = new Set([
  'A', 'B', 'BLOCKQUOTE', 'BR', 'CODE', 'DIV', 'EM', 'H1', 'H2', 'H3', 'H4', 'H5', 'H6', 'HR', 'I', 'IMG', 'LI',
  'OL', 'P', 'PRE', 'S', 'SMALL', 'SPAN', 'STRONG', 'SUB', 'SUP', 'TABLE', 'TBODY', 'TD', 'TFOOT', 'TH', 'THEAD',
  'TR', 'U', 'UL',
]);

/** Removed with their content: their text is code or form chrome, not part of the message. */
const DROPPED_TAGS = new Set([
  'SCRIPT', 'STYLE', 'IFRAME', 'OBJECT', 'EMBED', 'FORM', 'INPUT', 'BUTTON', 'TEXTAREA', 'SELECT', 'LINK', 'META',
  'SVG', 'MATH', 'TEMPLATE', 'NOSCRIPT', 'BASE', 'FRAME', 'FRAMESET', 'AUDIO', 'VIDEO', 'SOURCE', 'TITLE',
]);

const ALLOWED_ATTRIBUTES: Record<string, readonly string[]> = {
  A: ['href', 'title'],
  IMG: ['src', 'alt', 'title', 'width', 'height'],
  TD: ['colspan', 'rowspan'],
  TH: ['colspan', 'rowspan'],
};

const SCHEME = /^[a-z][a-z0-9+.-]*:/i;
const LINK_SCHEMES = /^(?:https?|mailto|tel):/i;
const IMAGE_SCHEMES = /^(?:https?:|data:image\/(?:png|gif|jpe?g|webp);)/i;

/** Relative URLs are safe; absolute ones only with an allowed scheme. */
function isSafeUrl(url: string, allowedSchemes: RegExp): boolean {
  // Browsers ignore control characters and spaces inside a scheme ("java\tscript:"), so do we.
  const compact = [...url].filter((char) => char.charCodeAt(0) > 0x20).join('');
  return !SCHEME.test(compact) || allowedSchemes.test(compact);
}

export function sanitizeHtml(html: string, doc: Document = document): string {
  const template = doc.createElement('template');
  template.innerHTML = html;
  cleanChildren(template.content);
  return template.innerHTML;
}

function cleanChildren(parent: ParentNode): void {
  for (const node of [...parent.childNodes]) {
    if (node.nodeType === 3) continue;
    if (node.nodeType !== 1) {
      node.remove();
      continue;
    }
    const element = node as Element;
    const tag = element.tagName.toUpperCase();
    if (DROPPED_TAGS.has(tag)) {
      element.remove();
    } else if (!ALLOWED_TAGS.has(tag)) {
      cleanChildren(element);
      element.replaceWith(...element.childNodes);
    } else {
      cleanAttributes(element, tag);
      cleanChildren(element);
    }
  }
}

function cleanAttributes(element: Element, tag: string): void {
  const allowed = ALLOWED_ATTRIBUTES[tag] ?? [];
  for (const { name } of [...element.attributes]) {
    if (!allowed.includes(name.toLowerCase())) element.removeAttribute(name);
  }
  const href = element.getAttribute('href');
  if (href !== null && !isSafeUrl(href, LINK_SCHEMES)) element.removeAttribute('href');
  const src = element.getAttribute('src');
  if (src !== null && !isSafeUrl(src, IMAGE_SCHEMES)) element.removeAttribute('src');
  if (tag === 'A') {
    // Links in server content leave the app and must not get a handle on it.
    element.setAttribute('target', '_blank');
    element.setAttribute('rel', 'noopener noreferrer');
  }
}
