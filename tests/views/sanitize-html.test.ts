// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from '../../src/components/rich-text/sanitizeHtml';

describe('sanitizeHtml', () => {
  it('keeps formatting, paragraphs, lists and tables', () => {
    const html = '<p>Hello <strong>big</strong> <em>win</em></p><ul><li>a</li></ul><table><tbody><tr><td colspan="2">x</td></tr></tbody></table>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('drops scripts, styles, frames and forms with their content', () => {
    expect(sanitizeHtml('<p>a</p><script>alert(1)</script><style>p{}</style><iframe src="x"></iframe><form><input></form>')).toBe('<p>a</p>');
  });

  it('removes event handlers, styles and ids', () => {
    expect(sanitizeHtml('<p onclick="x()" style="color:red" id="i" class="c">t</p>')).toBe('<p>t</p>');
    expect(sanitizeHtml('<img src="/a.png" onerror="x()" alt="a">')).toBe('<img src="/a.png" alt="a">');
  });

  it('removes javascript: and other foreign URLs, keeps http(s) and relative ones', () => {
    expect(sanitizeHtml('<a href="javascript:alert(1)">x</a>')).toBe('<a target="_blank" rel="noopener noreferrer">x</a>');
    expect(sanitizeHtml('<a href=" JaVaScRiPt:alert(1)">x</a>')).not.toContain('href');
    expect(sanitizeHtml('<a href="java&#9;script:alert(1)">x</a>')).not.toContain('href');
    expect(sanitizeHtml('<a href="vbscript:x">x</a>')).not.toContain('href');
    expect(sanitizeHtml('<a href="notices/2">x</a>')).toContain('href="notices/2"');
    expect(sanitizeHtml('<img src="data:text/html;base64,xx">')).toBe('<img>');
    expect(sanitizeHtml('<a href="https://example.com/a">x</a>')).toBe('<a href="https://example.com/a" target="_blank" rel="noopener noreferrer">x</a>');
    expect(sanitizeHtml('<img src="data:image/png;base64,AAA=">')).toBe('<img src="data:image/png;base64,AAA=">');
  });

  it('unwraps unknown tags but keeps their text', () => {
    expect(sanitizeHtml('<font color="red">red <b>bold</b></font>')).toBe('red <b>bold</b>');
    expect(sanitizeHtml('<section><article>text</article></section>')).toBe('text');
  });

  it('removes comments and keeps plain text escaped', () => {
    expect(sanitizeHtml('a<!-- secret -->b')).toBe('ab');
    expect(sanitizeHtml('1 &lt; 2')).toBe('1 &lt; 2');
  });

  it('cleans nested dangerous markup inside unknown tags', () => {
    expect(sanitizeHtml('<custom><img src="x" onerror="y"><script>z</script></custom>')).toBe('<img src="x">');
  });
});
