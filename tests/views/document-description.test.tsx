// @vitest-environment jsdom
import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import i18n from 'i18next';
import { DocumentTitle } from '../../src/router/DocumentTitle';
import { setupI18n } from './support/render';
import { renderApp } from './support/render-app';

/** index.html describes the site in zh-CN for crawlers; the page then says it in the reader's language. */
afterEach(cleanup);

describe('the page description', () => {
  it('is in index.html, and follows the language at run time', async () => {
    const html = readFileSync(join(process.cwd(), 'index.html'), 'utf8');
    const inPage = /<meta name="description" content="([^"]+)"/.exec(html)?.[1];
    await setupI18n('zh-CN');
    expect(inPage).toBe(i18n.t('shell:app.description'));

    document.head.innerHTML = `<meta name="description" content="${inPage}">`;
    await setupI18n('en-US');
    await renderApp(<DocumentTitle />);
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(/^Fast-draw lottery games/);
  });
});
