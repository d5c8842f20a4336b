import { useEffect, useId, useRef, type ReactNode } from 'react';
import { RichText } from '../../components/rich-text/RichText';
import { Icon } from '../../components/icons/Icon';
import styles from './ContentItem.module.css';

export interface ContentItemProps {
  title: string;
  /** Language of the server's texts (the `lang` attribute). */
  lang?: string;
  /** Under the title: a date, a note. */
  meta?: ReactNode;
  /** Shown while collapsed (plain text). */
  preview?: string;
  /** Before the title: an icon or picture. */
  leading?: ReactNode;
  /** Server HTML shown when expanded (through the one sanitizing component). */
  html: string;
  expanded: boolean;
  onToggle(): void;
  /** Marked unread (a dot and a hidden word for screen readers). */
  unreadLabel?: string;
  /** Scrolled into view and focused once (a deep link). */
  focusOnMount?: boolean;
  /** More below the detail (a gift to claim). */
  footer?: ReactNode;
}

/**
 * One notice, message or promotion: a button that expands it (aria-expanded) into its rich-text
 * detail. Which items are expanded is purely visual (the page's state); reading a message is the
 * machine's business and the page sends it when a message opens.
 */
export function ContentItem({ title, lang, meta, preview, leading, html, expanded, onToggle, unreadLabel, focusOnMount, footer }: ContentItemProps) {
  const id = useId();
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!focusOnMount || !button.current) return;
    button.current.scrollIntoView?.({ block: 'center' });
    button.current.focus({ preventScroll: true });
  }, [focusOnMount]);
  return (
    <li className={`${styles.item} ${expanded ? styles.expanded : ''} ${unreadLabel ? styles.unread : ''}`} lang={lang}>
      <button ref={button} type="button" className={styles.summary} aria-expanded={expanded} aria-controls={`${id}-detail`} onClick={onToggle}>
        {leading && <span className={styles.leading}>{leading}</span>}
        <span className={styles.heading}>
          <span className={styles.title}>
            {unreadLabel && (
              <span className={styles.dot}>
                <span className="visually-hidden">{unreadLabel}</span>
              </span>
            )}
            {title}
          </span>
          {meta && <span className={styles.meta}>{meta}</span>}
          {!expanded && preview && <span className={styles.preview}>{preview}</span>}
        </span>
        <Icon name="chevronDown" size={18} className={styles.chevron} />
      </button>
      <div id={`${id}-detail`} className={styles.detail} hidden={!expanded}>
        {expanded && <RichText html={html} />}
        {expanded && footer}
      </div>
    </li>
  );
}
