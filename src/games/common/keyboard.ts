/**
 * Arrow-key movement in a row or grid of buttons (number pickers, tab lists): Left/Right step,
 * Up/Down step by a row when the grid has `columns` (else like Left/Right), Home/End jump to the
 * ends. Movement stops at the edges rather than wrapping, so a player always knows where focus is.
 * Returns the index to focus, or null when the key is not a movement key.
 */
export function nextIndex(key: string, index: number, count: number, columns = 0): number | null {
  if (count <= 0) return null;
  const clamp = (i: number) => Math.min(count - 1, Math.max(0, i));
  const row = columns > 0 ? columns : 1;
  switch (key) {
    case 'ArrowRight':
      return clamp(index + 1);
    case 'ArrowLeft':
      return clamp(index - 1);
    case 'ArrowDown':
      return clamp(index + row);
    case 'ArrowUp':
      return clamp(index - row);
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

/** A grid's row length as laid out now (a phone fits fewer than a wide screen), else `fallback`. */
export function renderedColumns(fallback: number) {
  return (grid: HTMLElement): number => {
    const tracks = getComputedStyle(grid).gridTemplateColumns.split(' ').filter((track) => track.endsWith('px'));
    return tracks.length > 0 ? tracks.length : fallback;
  };
}

/**
 * A keydown handler for a container: moves focus between its `[data-nav]` buttons. `columns`
 * gives Up/Down a row's length (or reads it from the container, see renderedColumns); `onMove`
 * lets tab lists also select what got focus.
 */
export function arrowNavigation(columns: number | ((container: HTMLElement) => number) = 0, onMove?: (element: HTMLElement) => void) {
  return (event: { key: string; currentTarget: HTMLElement; target: EventTarget; preventDefault(): void }) => {
    const items = [...event.currentTarget.querySelectorAll<HTMLElement>('[data-nav]')];
    const index = items.indexOf(event.target as HTMLElement);
    if (index < 0) return;
    const row = typeof columns === 'function' ? columns(event.currentTarget) : columns;
    const next = nextIndex(event.key, index, items.length, row);
    if (next === null) return;
    event.preventDefault();
    const element = items[next];
    if (!element) return;
    element.focus();
    onMove?.(element);
  };
}
