/**
 * A header of weighted values (RFC 9110 §12.4.2: Accept-Encoding, Accept-Language): each name,
 * lower-cased, with its q-value clamped to 0…1 (1 when absent, 0 when unreadable), in header order.
 */
export interface Weighted {
  name: string;
  q: number;
}

export function qualityList(header: string | undefined): Weighted[] {
  if (!header) return [];
  const list: Weighted[] = [];
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (!name.trim()) continue;
    const q = params.map((param) => /^\s*q\s*=\s*(.*?)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
    const value = q === undefined ? 1 : Number(q);
    list.push({ name: name.trim(), q: Number.isFinite(value) ? Math.min(Math.max(value, 0), 1) : 0 });
  }
  return list;
}

/** The accepted names, best first (a stable sort keeps the header's order on ties); q=0 refuses. */
export function preferred(header: string | undefined): string[] {
  return qualityList(header)
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q)
    .map((entry) => entry.name);
}
