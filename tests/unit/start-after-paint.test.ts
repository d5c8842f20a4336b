// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterFirstPaint, deferredStart, PAINT_WAIT_MS, PRELOADS_PER_TASK, startApp } from '../../src/boot/start-after-paint';

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  vi.useRealTimers();
});

const startList = (json: string) => {
  const element = document.createElement('script');
  element.id = 'fastdraw-start';
  element.type = 'application/json';
  element.textContent = json;
  document.body.append(element);
};

describe('the start list the server wrote', () => {
  it('is read from its element, and nothing else passes for one', () => {
    startList('{"entry":"/assets/index-1.js","preloads":[{"href":"/assets/a.js"}]}');
    expect(deferredStart(document)).toEqual({ entry: '/assets/index-1.js', preloads: [{ href: '/assets/a.js' }] });
    document.body.innerHTML = '';
    expect(deferredStart(document)).toBeNull();
    for (const broken of ['{', '{"entry":1,"preloads":[]}', '{"entry":"/a.js"}']) {
      document.body.innerHTML = '';
      startList(broken);
      expect(deferredStart(document)).toBeNull();
    }
  });

  it('becomes the entry in the head, then its preloads, a few in each following task', () => {
    const later: (() => void)[] = [];
    const preloads = Array.from({ length: PRELOADS_PER_TASK + 1 }, (_, index) => ({ href: `/assets/${index}.js` }));
    startApp(document, { entry: '/assets/index-1.js', preloads: [...preloads, { href: '/assets/b.css', as: 'style' }] }, (run) => later.push(run));
    const tags = () => [...document.head.children].map((tag) => tag.outerHTML);
    expect(tags()).toEqual(['<script type="module" crossorigin="" src="/assets/index-1.js"></script>']);
    later.shift()!();
    expect(tags()).toHaveLength(1 + PRELOADS_PER_TASK);
    expect(tags()[1]).toBe('<link rel="modulepreload" crossorigin="" href="/assets/0.js">');
    later.shift()!();
    expect(tags().slice(-2)).toEqual([
      `<link rel="modulepreload" crossorigin="" href="/assets/${PRELOADS_PER_TASK}.js">`,
      '<link rel="preload" as="style" crossorigin="" href="/assets/b.css">',
    ]);
    expect(later).toHaveLength(0);
  });
});

describe('waiting for the first paint', () => {
  /** The test's window with `parts` of its own (a browser's paint observer, frames). */
  const pageWindow = (parts: Partial<Window & { PerformanceObserver: typeof PerformanceObserver | undefined }>) =>
    Object.assign(Object.create(window) as Window, { document, setTimeout: window.setTimeout.bind(window), ...parts });

  /** A window whose browser reports paint entries: `paint()` reports the first contentful paint. */
  const reportingWindow = () => {
    let report = () => {};
    class Observer {
      static supportedEntryTypes = ['paint'];
      constructor(private readonly callback: (list: { getEntriesByName(name: string): unknown[] }) => void) {}
      observe() {
        report = () => this.callback({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) });
      }
      disconnect() {
        report = () => {};
      }
    }
    return { win: pageWindow({ PerformanceObserver: Observer as unknown as typeof PerformanceObserver }), paint: () => report() };
  };

  it('starts when the browser reports the first contentful paint, once', () => {
    vi.useFakeTimers();
    const { win, paint } = reportingWindow();
    const run = vi.fn();
    afterFirstPaint(win, run);
    expect(run).not.toHaveBeenCalled();
    paint();
    expect(run).toHaveBeenCalledTimes(1);
    paint();
    vi.advanceTimersByTime(PAINT_WAIT_MS);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('without paint entries, starts in the frame after the one that paints', () => {
    vi.useFakeTimers();
    const queued: FrameRequestCallback[] = [];
    const nextFrame = () => queued.splice(0).forEach((callback) => callback(0));
    const run = vi.fn();
    afterFirstPaint(pageWindow({ PerformanceObserver: undefined, requestAnimationFrame: (callback) => queued.push(callback) }), run);
    nextFrame();
    expect(run).not.toHaveBeenCalled();
    nextFrame();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('starts anyway when nothing is painted in time, and at once in a tab nobody sees or that gets hidden', () => {
    vi.useFakeTimers();
    const { win } = reportingWindow();
    const late = vi.fn();
    afterFirstPaint(win, late);
    vi.advanceTimersByTime(PAINT_WAIT_MS - 1);
    expect(late).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(late).toHaveBeenCalledTimes(1);

    const hiddenLater = vi.fn();
    afterFirstPaint(reportingWindow().win, hiddenLater);
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(hiddenLater).toHaveBeenCalledTimes(1);

    const hidden = vi.fn();
    afterFirstPaint(window, hidden);
    expect(hidden).toHaveBeenCalledTimes(1);
    visibility.mockRestore();
  });
});
