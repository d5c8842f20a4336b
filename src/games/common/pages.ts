/**
 * The page buttons a pager shows: always the first and last page, the current one with a
 * neighbour on each side, and null where pages are left out (…).
 */
export function pageWindow(page: number, pages: number): (number | null)[] {
  if (pages <= 7) return Array.from({ length: pages }, (_, i) => i + 1);
  const around = [page - 1, page, page + 1].filter((p) => p > 1 && p < pages);
  const shown = [1, ...around, pages];
  const out: (number | null)[] = [];
  for (const p of shown) {
    const last = out[out.length - 1];
    if (typeof last === 'number' && p - last > 1) out.push(p - last === 2 ? last + 1 : null);
    out.push(p);
  }
  return out;
}
