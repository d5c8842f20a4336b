// @vitest-environment jsdom
/**
 * useKeepClear measures only when something on the page is marked to keep clear of: measuring
 * forces a layout of the whole page, and it runs on every change of the page's size. Its first
 * measure waits for the resize observer's first report (after the browser's own layout) instead
 * of forcing a layout while React commits.
 */
import { cleanup, render } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useKeepClear } from '../../src/layout/side-buttons/useKeepClear';
import { resizeObservers } from './support/resize-observers';

const observers = resizeObservers();
/** The browser's next rendering: the observers report, then the animation frames run. */
function nextRendering() {
  const frames: FrameRequestCallback[] = [];
  const frame = vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
  try {
    observers.reportStarted();
    frames.forEach((callback) => callback(0));
  } finally {
    frame.mockRestore();
  }
}
afterEach(cleanup);

function Floating({ marked }: { marked: boolean }) {
  const ref = useRef<HTMLElement>(null);
  useKeepClear(ref, []);
  return (
    <>
      <aside ref={ref} data-testid="floating" />
      {marked && <div data-keep-clear="" />}
    </>
  );
}

describe('keeping clear', () => {
  it('does not measure the page when nothing is marked', () => {
    const measure = vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect');
    try {
      render(<Floating marked={false} />);
      expect(measure).not.toHaveBeenCalled();
      cleanup();
      nextRendering();
      expect(measure).not.toHaveBeenCalled();
      render(<Floating marked />);
      // Not while React commits: at the observer's first report, after the browser's layout.
      expect(measure).not.toHaveBeenCalled();
      nextRendering();
      expect(measure).toHaveBeenCalled();
    } finally {
      measure.mockRestore();
    }
  });
});
