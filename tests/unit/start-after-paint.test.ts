// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint, deferredStart, FRAME_WAIT_MS, startApp } from '../../src/boot/start-after-paint';

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

  it('becomes the preloads and then the entry in the head, as index.html had them', () => {
    startApp(document, { entry: '/assets/index-1.js', preloads: [{ href: '/assets/a.js' }, { href: '/assets/b.css', as: 'style' }] });
    const tags = [...document.head.children].map((tag) => tag.outerHTML);
    expect(tags).toEqual([
      '<link rel="modulepreload" crossorigin="" href="/assets/a.js">',
      '<link rel="preload" as="style" crossorigin="" href="/assets/b.css">',
      '<script type="module" crossorigin="" src="/assets/index-1.js"></script>',
    ]);
  });
});

describe('waiting for the first paint', () => {
  const frames = () => {
    const queued: FrameRequestCallback[] = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => queued.push(callback));
    return () => queued.splice(0).forEach((callback) => callback(0));
  };

  it('starts in the frame after the one that paints, once', () => {
    vi.useFakeTimers();
    const nextFrame = frames();
    const run = vi.fn();
    afterNextPaint(window, run);
    nextFrame();
    expect(run).not.toHaveBeenCalled();
    nextFrame();
    expect(run).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(FRAME_WAIT_MS);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('starts anyway when no frame comes, and at once in a tab nobody sees', () => {
    vi.useFakeTimers();
    frames();
    const run = vi.fn();
    afterNextPaint(window, run);
    vi.advanceTimersByTime(FRAME_WAIT_MS - 1);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);

    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const hidden = vi.fn();
    afterNextPaint(window, hidden);
    expect(hidden).toHaveBeenCalledTimes(1);
  });
});
