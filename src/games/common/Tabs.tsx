import type { ReactNode } from 'react';
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
  return (
    <div role="tablist" aria-label={label} className={`${styles.tabs} ${styles[variant]} ${wrap ? styles.wrap : ''}`} onKeyDown={arrowNavigation()}>
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
