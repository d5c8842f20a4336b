/**
 * Keys that make a POST safe to retry: the server answers a repeated key with its first answer,
 * so a retry after a lost answer never places an order or debits twice. Make one key per user
 * action and pass it as `opts.idempotencyKey`; calls without one get a key per call.
 */
export interface RandomSource {
  getRandomValues(array: Uint8Array<ArrayBuffer>): Uint8Array;
  randomUUID?(): string;
}

export function newIdempotencyKey(random: RandomSource = globalThis.crypto): string {
  // randomUUID exists only in secure contexts (https, localhost); getRandomValues everywhere.
  if (typeof random.randomUUID === 'function') return random.randomUUID();
  const bytes = random.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
