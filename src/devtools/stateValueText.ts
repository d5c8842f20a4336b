/**
 * A state value as dotted paths, one per region of a parallel state: `{ open: { bet: 'picking',
 * sound: 'on' } }` → `open.bet.picking, open.sound.on`; `—` when nothing was recorded.
 */
export function stateValueText(value: unknown): string {
  const paths: string[] = [];
  const visit = (inner: unknown, prefix: string) => {
    if (typeof inner === 'string') paths.push(prefix ? `${prefix}.${inner}` : inner);
    else if (inner && typeof inner === 'object') {
      const entries = Object.entries(inner);
      if (entries.length === 0 && prefix) paths.push(prefix);
      for (const [key, child] of entries) visit(child, prefix ? `${prefix}.${key}` : key);
    }
  };
  visit(value, '');
  return paths.length ? paths.join(', ') : '—';
}
