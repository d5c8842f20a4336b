// @vitest-environment jsdom
/**
 * A tab row wider than the screen scrolls the selected tab into view, measured when the resize
 * observer reports (after the browser's own layout), never while React commits: measuring then
 * makes the browser lay out the whole page in the start's task.
 */
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Tabs } from '../../../src/games/common/Tabs';
import { resizeObservers } from '../support/resize-observers';

const observers = resizeObservers();
afterEach(cleanup);

/** A 300 px row of ten 100 px tabs, scrolled to its start. */
function layOut(row: HTMLElement) {
  Object.defineProperty(row, 'scrollWidth', { configurable: true, value: 1000 });
  Object.defineProperty(row, 'clientWidth', { configurable: true, value: 300 });
  row.getBoundingClientRect = () => DOMRect.fromRect({ x: 0, y: 0, width: 300, height: 44 });
  row.querySelectorAll<HTMLElement>('[role="tab"]').forEach((tab, index) => {
    tab.getBoundingClientRect = () => DOMRect.fromRect({ x: index * 100, y: 0, width: 100, height: 44 });
  });
  row.scrollTo = vi.fn() as typeof row.scrollTo;
}

describe('tabs', () => {
  it('brings the selected tab into a row wider than the screen when the row is laid out, not while React commits', () => {
    const items = Array.from({ length: 10 }, (_, index) => ({ id: String(index), label: `Tab ${index}` }));
    const read = vi.spyOn(Element.prototype, 'scrollWidth', 'get');
    try {
      const { getByRole } = render(<Tabs label="Lotteries" items={items} selectedId="8" onSelect={() => {}} idPrefix="t" />);
      expect(read).not.toHaveBeenCalled();
      const row = getByRole('tablist');
      layOut(row);
      observers.reportStarted();
      // Tab 8 spans 800–900: centred in the 300 px row, the row scrolls to 800 - 100.
      expect(row.scrollTo).toHaveBeenCalledWith({ left: 700, behavior: 'instant' });
    } finally {
      read.mockRestore();
    }
  });
});
