import DOMPurify, { type Config } from 'dompurify';
import { useMemo, type MouseEvent } from 'react';
import { useInRouterContext, useNavigate } from 'react-router-dom';
import styles from './RichText.module.css';

/**
 * The one way server HTML reaches the page (notices, messages, activity details, the VIP
 * explanation, the withdrawal reminder, the recharge and agent notices, rule introductions).
 * DOMPurify cleans it: formatting, links and images stay; scripts, handlers, styles, forms,
 * frames, SVG and MathML go, and so do URLs with any scheme but http(s), mailto and tel (and
 * data: images). Every link gets rel="noopener noreferrer"; links that leave the site open in a
 * new tab, links within it move the app without a page load. A lint rule forbids
 * `dangerouslySetInnerHTML` anywhere else (eslint.config.js).
 *
 * Only lazily loaded screens use this component, so DOMPurify stays out of the first download.
 */

const ALLOWED_TAGS = [
  'a', 'abbr', 'b', 'blockquote', 'br', 'caption', 'code', 'col', 'colgroup', 'dd', 'del', 'div', 'dl', 'dt', 'em',
  'figcaption', 'figure', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'hr', 'i', 'img', 'ins', 'li', 'mark', 'ol', 'p', 'pre',
  's', 'small', 'span', 'strong', 'sub', 'sup', 'table', 'tbody', 'td', 'tfoot', 'th', 'thead', 'tr', 'u', 'ul',
];

const ALLOWED_ATTR = ['href', 'title', 'src', 'alt', 'width', 'height', 'colspan', 'rowspan', 'scope'];

/** http(s), mailto, tel, and relative URLs (no scheme); DOMPurify adds data: for images. */
const ALLOWED_URI_REGEXP = /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

const DATA_IMAGE = /^data:image\/(?:png|gif|jpe?g|webp);/i;

const CONFIG: Config = {
  ALLOWED_TAGS,
  ALLOWED_ATTR,
  ALLOWED_URI_REGEXP,
  // Dropped with what they contain: their text is code or chrome, not part of the message.
  FORBID_CONTENTS: ['script', 'style', 'template', 'noscript', 'iframe', 'object', 'embed', 'svg', 'math', 'form', 'select', 'textarea', 'button', 'title', 'xmp', 'noembed', 'noframes', 'plaintext'],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  KEEP_CONTENT: true,
  RETURN_TRUSTED_TYPE: false,
};

/** Our own instance, so its hook touches no other user of DOMPurify. */
let purifier: ReturnType<typeof DOMPurify> | null = null;

function instance(): ReturnType<typeof DOMPurify> {
  if (purifier) return purifier;
  const created = DOMPurify(window);
  created.addHook('uponSanitizeAttribute', (_node, data) => {
    // DOMPurify lets images have any data: URL; we keep raster images only.
    if (data.attrName === 'src' && /^\s*data:/i.test(data.attrValue) && !DATA_IMAGE.test(data.attrValue)) data.keepAttr = false;
  });
  created.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName !== 'A') return;
    const anchor = node as Element;
    anchor.setAttribute('rel', 'noopener noreferrer');
    const href = anchor.getAttribute('href');
    if (href !== null && isExternal(href)) anchor.setAttribute('target', '_blank');
    else anchor.removeAttribute('target');
  });
  purifier = created;
  return created;
}

/** A URL that leaves this site (another origin, or mailto:/tel:). */
function isExternal(href: string): boolean {
  try {
    return new URL(href, window.location.href).origin !== window.location.origin;
  } catch {
    return true;
  }
}

/** Server HTML made safe to insert. */
export function cleanHtml(html: string): string {
  return instance().sanitize(html, CONFIG) as string;
}

export function RichText({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => cleanHtml(html), [html]);
  const classes = [styles.richText, className].filter(Boolean).join(' ');
  return useInRouterContext() ? <RoutedHtml html={clean} className={classes} /> : <CleanHtml html={clean} className={classes} />;
}

/** Inside the app: a click on a link within the site moves the router instead of reloading the page. */
function RoutedHtml({ html, className }: { html: string; className: string }) {
  const navigate = useNavigate();
  const follow = (event: MouseEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = (event.target as Element).closest?.('a[href]');
    if (!anchor || anchor.getAttribute('target') === '_blank') return;
    const url = new URL(anchor.getAttribute('href') ?? '', window.location.href);
    if (url.origin !== window.location.origin) return;
    event.preventDefault();
    void navigate(`${url.pathname}${url.search}${url.hash}`);
  };
  return <CleanHtml html={html} className={className} onClick={follow} />;
}

function CleanHtml({ html, className, onClick }: { html: string; className: string; onClick?: (event: MouseEvent<HTMLDivElement>) => void }) {
  // The one place server HTML is inserted: `html` went through DOMPurify (cleanHtml) in RichText.
  return <div className={className} onClick={onClick} dangerouslySetInnerHTML={{ __html: html }} />;
}
