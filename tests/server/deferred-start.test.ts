import { describe, expect, it } from 'vitest';
import { deferStart, START_AFTER_PAINT_MODULE } from '../../server/http/deferred-start';
import { serveBuiltClient } from './support/built-client';

const ENTRY = '<script type="module" fetchpriority="low" crossorigin src="/assets/index-1.js"></script>';
const HEAD =
  `<head><style>.a{}</style>${ENTRY}<link rel="modulepreload" crossorigin href="/assets/runtime-2.js">` +
  '<link rel="icon" href="/favicon.svg"></head>';
const START_LIST = (json: string) =>
  `<script id="fastdraw-start" type="application/json">${json}</script><script type="module" crossorigin src="/assets/start-9.js"></script>`;

describe('putting off the start of the app', () => {
  it('lists the entry and its preloads, in order, in place of their tags', () => {
    const html = HEAD.replace(
      '</head>',
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/Page-3.js">' +
        '<link rel="preload" as="style" fetchpriority="low" crossorigin href="/assets/Page-3.css"></head>',
    );
    expect(deferStart(html, '/assets/start-9.js')).toBe(
      '<head><style>.a{}</style>' +
        START_LIST('{"entry":"/assets/index-1.js","preloads":[{"href":"/assets/runtime-2.js"},{"href":"/assets/Page-3.js"},{"href":"/assets/Page-3.css","as":"style"}]}') +
        '<link rel="icon" href="/favicon.svg"></head>',
    );
  });

  it('leaves what is not the app’s, and a page without an entry script', () => {
    const picture = '<link rel="preload" as="image" fetchpriority="low" href="/media/a.svg">';
    expect(deferStart(HEAD.replace('</head>', `${picture}</head>`), '/s.js')).toContain(picture);
    expect(deferStart('<head></head>', '/s.js')).toBeNull();
  });

  it('cannot be broken out of by a file name', () => {
    const html = deferStart(ENTRY.replace('index-1.js', 'x</script><b>.js'), '/s.js') ?? '';
    expect(html).toContain('"entry":"/assets/x\\u003c/script>\\u003cb>.js"');
  });
});

describe('pages with a first paint start the app after it', () => {
  const client = serveBuiltClient({
    'index.html': `<!doctype html><html>${HEAD}<body><script id="fastdraw-config" type="application/json">{}</script><!--first-paint--><div id="root"></div></body></html>`,
    '.vite/manifest.json': JSON.stringify({
      'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_runtime-2.js'] },
      '_runtime-2.js': { file: 'assets/runtime-2.js' },
      [START_AFTER_PAINT_MODULE]: { file: 'assets/start-9.js', isEntry: true },
    }),
  });
  const page = async (url: string, cookie?: string) => (await client.server().app.inject({ url, headers: cookie ? { cookie } : {} })).body;

  it('on home and, for a visitor, on the betting page', async () => {
    for (const url of ['/home', '/', '/lottery-bet?lotteryId=2']) {
      const html = await page(url);
      expect(html).toContain('id="first-paint"');
      expect(html).toContain(START_LIST('{"entry":"/assets/index-1.js","preloads":[{"href":"/assets/runtime-2.js"}]}'));
      expect(html).not.toContain(ENTRY);
      expect(html).not.toContain('rel="modulepreload"');
    }
  });

  it('not where the page goes out without one: the entry starts at once', async () => {
    for (const html of [await page('/lottery-hall'), await page('/lottery-bet', 'access_token=t1')]) {
      expect(html).not.toContain('id="first-paint"');
      expect(html).toContain(ENTRY);
      expect(html).not.toContain('fastdraw-start');
    }
  });
});
