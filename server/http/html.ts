import type { FastifyReply } from 'fastify';

/** Small server-rendered pages (sandbox cashier, dev mailbox): escaped text, no scripts, no external assets. */

const ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (char) => ESCAPES[char]!);

const STYLE = `
  body { font: 16px/1.5 system-ui, -apple-system, "PingFang SC", "Microsoft YaHei", sans-serif; margin: 0; background: #f4f5f7; color: #1f2329; }
  main { max-width: 30rem; margin: 2rem auto; padding: 1.5rem; background: #fff; border-radius: 12px; box-shadow: 0 2px 12px rgba(0,0,0,.08); }
  h1 { font-size: 1.25rem; margin: 0 0 1rem; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: .5rem 1rem; margin: 0 0 1.5rem; }
  dt { color: #646a73; } dd { margin: 0; font-weight: 600; word-break: break-all; }
  .amount { font-size: 1.75rem; color: #d4380d; }
  form { display: flex; gap: .75rem; flex-wrap: wrap; }
  button { flex: 1 1 10rem; min-height: 44px; font-size: 1rem; border: 0; border-radius: 8px; cursor: pointer; }
  .pay { background: #1677ff; color: #fff; } .fail { background: #f0f1f3; color: #1f2329; }
  .note { color: #646a73; font-size: .875rem; margin-top: 1.25rem; }
  .ok { color: #389e0d; } .bad { color: #cf1322; }
  table { width: 100%; border-collapse: collapse; } td, th { text-align: left; padding: .4rem; border-bottom: 1px solid #eee; vertical-align: top; }
  code { font-size: 1.25rem; letter-spacing: .15em; }
  .langs { text-align: right; font-size: .875rem; margin: 0 0 .5rem; }
`;

/** A complete page; `body` must already be escaped HTML. */
export function page(title: string, body: string, lang = 'zh-CN'): string {
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

/** Sends a page that runs no script, loads nothing from elsewhere, and is not cached or leaked by referrer. */
export function sendPage(reply: FastifyReply, html: string, status = 200): FastifyReply {
  return reply
    .status(status)
    .type('text/html; charset=utf-8')
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'self'; base-uri 'none'")
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .header('x-content-type-options', 'nosniff')
    .send(html);
}
