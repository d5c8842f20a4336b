/** Counting helpers for bet counts and settlement. */

/** Binomial coefficient C(n, k); 0 outside 0 ≤ k ≤ n. Exact for every count a bet slip can reach. */
export function choose(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let result = 1;
  for (let i = 1; i <= k; i += 1) result = (result * (n - k + i)) / i;
  return Math.round(result);
}

/** Every k-element subset of `items`, each in the items' order. */
export function combinations<T>(items: readonly T[], k: number): T[][] {
  if (k === 0) return [[]];
  const result: T[][] = [];
  items.forEach((item, index) => {
    for (const rest of combinations(items.slice(index + 1), k - 1)) result.push([item, ...rest]);
  });
  return result;
}

/** Number of elements common to every list. */
export function overlap(...lists: readonly (readonly string[])[]): number {
  const [first = [], ...others] = lists;
  return first.filter((item) => others.every((list) => list.includes(item))).length;
}

/** Number of ways to take one element from each column with no element taken twice. */
export function distinctTuples(columns: readonly (readonly string[])[], taken: ReadonlySet<string> = new Set()): number {
  const [column, ...rest] = columns;
  if (!column) return 1;
  return column
    .filter((item) => !taken.has(item))
    .reduce((sum, item) => sum + distinctTuples(rest, new Set([...taken, item])), 0);
}

/** Product of the column lengths: the number of tuples when repeats are allowed. */
export const product = (columns: readonly (readonly string[])[]): number =>
  columns.reduce((total, column) => total * column.length, 1);
