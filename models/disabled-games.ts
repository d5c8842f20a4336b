/**
 * A player's `disableGameList` (spec §3): a JSON-encoded list of lottery ids the player may not
 * play (code 4009). Anything unreadable counts as no list.
 */
export function parseDisabledGames(json: string | null | undefined): number[] {
  if (!json) return [];
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.map(Number).filter((id) => Number.isSafeInteger(id)) : [];
  } catch {
    return [];
  }
}
