/**
 * The first of `tags` a machine snapshot has, else `fallback`: a view's mode read from the tags
 * its machine offers (docs/machines.md lists them), never from a chain of state names, so a state
 * can be split or renamed without touching the views.
 *
 *   useSelector(deposit, (s) => tagOf(s, ['loading', 'service', 'awaiting'], 'choosing'))
 */
export function tagOf<const T extends string, F>(snapshot: { hasTag(tag: string): boolean }, tags: readonly T[], fallback: F): T | F {
  for (const tag of tags) if (snapshot.hasTag(tag)) return tag;
  return fallback;
}
