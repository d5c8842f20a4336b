import { useMemo } from 'react';
import { sanitizeHtml } from './sanitizeHtml';
import styles from './RichText.module.css';

/** Server-provided HTML, cleaned before it reaches the page. */
export function RichText({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return (
    <div
      className={className ? `${styles.richText} ${className}` : styles.richText}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
