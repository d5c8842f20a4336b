import { redactSecrets } from '../../machines/journal/journal';

/** How an actor ref inside a context reads in the inspector: `[actor session]`. */
export const actorRefText = (name: string): string => `[actor ${name}]`;

interface SerializedRef {
  xstate$$type: number;
  id: string;
}

const isSerializedRef = (value: unknown): value is SerializedRef =>
  !!value && typeof value === 'object' && 'xstate$$type' in value && typeof (value as SerializedRef).id === 'string';

/**
 * Pretty JSON of an actor's context (or output) for the inspector: secrets redacted the way the
 * journal redacts them, actor refs shown by their system id (else id), errors by name and
 * message, and values JSON cannot hold (cycles, BigInt) reported instead of thrown.
 */
export function toInspectorJson(value: unknown): { ok: true; text: string } | { ok: false; error: string } {
  try {
    const text = JSON.stringify(redactSecrets(value), function (this: Record<string, unknown>, key, inner: unknown) {
      // The value before its toJSON: an ActorRef's own systemId is there, not in its JSON.
      const original = this[key];
      if (isSerializedRef(inner)) {
        const systemId = (original as { systemId?: unknown } | undefined)?.systemId;
        return actorRefText(typeof systemId === 'string' ? systemId : inner.id);
      }
      if (inner instanceof Error) return { name: inner.name, message: inner.message };
      if (inner instanceof Map) return redactSecrets(Object.fromEntries(inner));
      if (inner instanceof Set) return redactSecrets([...inner]);
      return inner;
    }, 2);
    return { ok: true, text: text ?? 'undefined' };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}
