// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanHtml, RichText } from '../../src/components/rich-text/RichText';
import { XSS_MARK, XSS_PAYLOADS, xssHtml } from '../support/xss-payloads';

afterEach(() => {
  cleanup();
  delete (window as unknown as Record<string, unknown>)[XSS_MARK];
});

describe('RichText (DOMPurify)', () => {
  it('keeps formatting, paragraphs, lists, tables and images', () => {
    const html = '<p>Hello <strong>big</strong> <em>win</em></p><ul><li>a</li></ul><table><tbody><tr><td colspan="2">x</td></tr></tbody></table><img src="/a.png" alt="a">';
    expect(cleanHtml(html)).toBe(html);
  });

  it('drops scripts, styles, frames, forms, SVG and MathML with their content', () => {
    expect(cleanHtml('<p>a</p><script>alert(1)</script><style>p{}</style><iframe src="x"></iframe><form><input></form><svg><text>s</text></svg><math><mi>m</mi></math>')).toBe('<p>a</p>');
  });

  it('removes event handlers, styles, classes and ids', () => {
    expect(cleanHtml('<p onclick="x()" style="color:red" id="i" class="c">t</p>')).toBe('<p>t</p>');
    expect(cleanHtml('<img src="/a.png" onerror="x()" alt="a">')).toBe('<img src="/a.png" alt="a">');
  });

  it('removes javascript: and other foreign URLs, keeps http(s), mailto and relative ones', () => {
    for (const href of ['javascript:alert(1)', ' JaVaScRiPt:alert(1)', 'java&#9;script:alert(1)', 'vbscript:x', 'data:text/html;base64,xx']) {
      expect(cleanHtml(`<a href="${href}">x</a>`)).toBe('<a rel="noopener noreferrer">x</a>');
    }
    expect(cleanHtml('<a href="/activity">x</a>')).toBe('<a href="/activity" rel="noopener noreferrer">x</a>');
    expect(cleanHtml('<a href="https://example.com/a" target="_self">x</a>')).toBe('<a href="https://example.com/a" rel="noopener noreferrer" target="_blank">x</a>');
    expect(cleanHtml('<a href="mailto:help@example.com">x</a>')).toContain('target="_blank"');
    expect(cleanHtml('<img src="data:text/html;base64,xx">')).toBe('<img>');
    expect(cleanHtml('<img src="data:image/png;base64,AAA=">')).toBe('<img src="data:image/png;base64,AAA=">');
  });

  it('unwraps unknown tags but keeps their text, drops comments, keeps text escaped', () => {
    expect(cleanHtml('<font color="red">red <b>bold</b></font>')).toBe('red <b>bold</b>');
    expect(cleanHtml('a<!-- secret -->b')).toBe('ab');
    expect(cleanHtml('1 &lt; 2')).toBe('1 &lt; 2');
  });

  it.each(XSS_PAYLOADS)('leaves nothing that can run from %s', (payload) => {
    const clean = cleanHtml(payload);
    expect(clean).not.toMatch(/<(script|iframe|object|embed|svg|math|style|form|input|base|meta|template|noscript)\b/i);
    expect(clean).not.toMatch(/\son[a-z]+\s*=/i);
    expect(clean).not.toMatch(/(href|src|action|data)\s*=\s*"?\s*(javascript|vbscript|data:text)/i);
    // Sanitizing again changes nothing: no mutation on a second parse.
    expect(cleanHtml(clean)).toBe(clean);
  });

  it('renders every payload without running any of it', () => {
    render(<RichText html={xssHtml('payloads rendered')} />);
    expect(screen.getByText('payloads rendered')).toBeTruthy();
    for (const img of document.querySelectorAll('img')) img.dispatchEvent(new Event('error'));
    expect((window as unknown as Record<string, unknown>)[XSS_MARK]).toBeUndefined();
    expect(screen.getByRole('link', { name: 'ok' }).getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('follows links within the site with the router, not a page load', async () => {
    const router = createMemoryRouter(
      [
        { path: '/home', element: <RichText html='<p><a href="/activity">see the promotions</a></p>' /> },
        { path: '/activity', element: <p>promotions page</p> },
      ],
      { initialEntries: ['/home'] },
    );
    render(<RouterProvider router={router} />);
    fireEvent.click(screen.getByRole('link', { name: 'see the promotions' }));
    expect(await screen.findByText('promotions page')).toBeTruthy();
  });
});
