import { useEffect, useRef, type ReactNode } from 'react';
import { arrowNavigation } from './keyboard';
import styles from './Tabs.module.css';

export interface TabItem {
  id: string;
  label: ReactNode;
}

interface TabsProps {
  label: string;
  items: readonly TabItem[];
  selectedId: string | null;
  onSelect(id: string): void;
  /** Prefix of the tab element ids; the panel is `${idPrefix}-panel`. */
  idPrefix: string;
  variant?: 'pills' | 'underline';
  /** On wide screens, wrap onto more lines instead of scrolling sideways (rule tabs: all plays stay in view). */
  wrap?: boolean;
}

export const tabId = (idPrefix: string, id: string) => `${idPrefix}-tab-${id}`;
export const panelId = (idPrefix: string) => `${idPrefix}-panel`;

/**
 * A tab list (WAI-ARIA tabs with manual activation): Tab reaches the selected tab, arrows and
 * Home/End move between tabs, Enter or Space selects. Selecting may load things (a game, a
 * rule), so moving focus alone does not.
 */
export function Tabs({ label, items, selectedId, onSelect, idPrefix, variant = 'pills', wrap = false }: TabsProps) {
  const current = items.some((item) => item.id === selectedId) ? selectedId : (items[0]?.id ?? null);
  const list = useRef<HTMLDivElement>(null);
  // A row wider than the screen scrolls sideways: the selected tab (one chosen from a link, the
  // last lottery on a phone) is brought into it, without moving the page. Again when the row gets
  // its size: under a visitor's first paint it is laid out only once the page takes over.
  useEffect(() => {
    const row = list.current;
    if (!row || current === null) return;
    const reveal = () => revealSideways(row, row.querySelector<HTMLElement>('[aria-selected="true"]'));
    if (typeof ResizeObserver === 'undefined') return reveal();
    // Measured from the observer only: it reports once when it starts and on every resize, each
    // time after the browser's own layout. Measuring here, right after React changed the page,
    // would make the browser lay out the whole page at once (a 50 ms task on a phone's start).
    const sized = new ResizeObserver(reveal);
    sized.observe(row);
    return () => sized.disconnect();
  }, [current, items.length]);
  return (
    <div ref={list} role="tablist" aria-label={label} className={`${styles.tabs} ${styles[variant]} ${wrap ? styles.wrap : ''}`} onKeyDown={arrowNavigation()}>
      {items.map((item) => {
        const selected = item.id === current;
        return (
          <button
            key={item.id}
            id={tabId(idPrefix, item.id)}
            type="button"
            role="tab"
            data-nav
            aria-selected={selected}
            aria-controls={panelId(idPrefix)}
            tabIndex={selected ? 0 : -1}
            className={styles.tab}
            onClick={() => onSelect(item.id)}
          >
            {item.label}
          </button>
        );
      })}
    </div>
  );
}

/** Scrolls `row` sideways so that `tab` is centred in it, when `tab` is not wholly in view. */
function revealSideways(row: HTMLElement, tab: HTMLElement | null): void {
  if (!tab || row.scrollWidth <= row.clientWidth) return;
  const rowBox = row.getBoundingClientRect();
  const tabBox = tab.getBoundingClientRect();
  if (tabBox.left >= rowBox.left && tabBox.right <= rowBox.right) return;
  row.scrollTo({ left: row.scrollLeft + tabBox.left - rowBox.left - (rowBox.width - tabBox.width) / 2, behavior: 'instant' });
}
