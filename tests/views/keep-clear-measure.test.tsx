// @vitest-environment jsdom
/**
 * useKeepClear measures only when something on the page is marked to keep clear of: measuring
 * forces a layout of the whole page, and it runs on every change of the page's size.
 */
import { cleanup, render } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { useKeepClear } from '../../src/layout/side-buttons/useKeepClear';

beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});
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
      render(<Floating marked />);
      expect(measure).toHaveBeenCalled();
    } finally {
      measure.mockRestore();
    }
  });
});
