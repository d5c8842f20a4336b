/**
 * Plain, redacted data: what the journal stores of events and snapshots, and the form in which
 * replay compares a snapshot with a checkpoint.
 * Redaction is `redaction.ts`.
 */
import { redactSecrets } from './redaction';

export { REDACTED, redactSecrets } from './redaction';

/** Keeps only JSON data: errors become their name and message, functions disappear, actor refs become `{ xstate$$type, id }`. */
export function toPlainData(value: unknown): unknown {
  return JSON.parse(
    JSON.stringify(value, (_key, inner: unknown) => (inner instanceof Error ? { ...inner, name: inner.name, message: inner.message } : inner)) ?? 'null',
  );
}

/**
 * Redacts a plain persisted snapshot without touching what restoring it needs: `value` and
 * `historyValue` name states (a state may be called `confirmingCancel`), `children` nest further
 * persisted snapshots; everything else (context, input, output, error) is redacted.
 */
export function redactPersisted(persisted: unknown): unknown {
  if (!persisted || typeof persisted !== 'object' || Array.isArray(persisted)) return redactSecrets(persisted);
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(persisted)) {
    if (key === 'value' || key === 'historyValue') out[key] = inner;
    else if (key === 'children' && inner && typeof inner === 'object') {
      out[key] = Object.fromEntries(
        Object.entries(inner).map(([id, child]) => [id, child && typeof child === 'object' ? { ...child, snapshot: redactPersisted((child as { snapshot?: unknown }).snapshot) } : child]),
      );
    } else out[key] = redactSecrets(inner);
  }
  return out;
}

/** What replay must reproduce of a machine snapshot: its state value and context, plain and redacted. */
export interface ComparableSnapshot {
  value: unknown;
  context: unknown;
}

/**
 * A machine snapshot (live, replayed or persisted) as plain redacted `{ value, context }`, so a
 * live actor, its replay and a checkpoint compare with `toEqual` or `sameComparable`.
 */
export function comparableSnapshot(snapshot: { value?: unknown; context?: unknown }): ComparableSnapshot {
  return { value: toPlainData(snapshot.value ?? null), context: redactSecrets(toPlainData(snapshot.context ?? null)) };
}

/** JSON with object keys sorted, so equal data gives equal text whatever order keys were assigned in. */
export function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : inner,
  );
}

export const sameComparable = (a: ComparableSnapshot, b: ComparableSnapshot) => stableJson(a) === stableJson(b);
