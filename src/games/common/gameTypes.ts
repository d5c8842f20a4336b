import { GAME_TYPES, type GameType } from '../../../models/games';

/** The catalogue sends the type as text; only the five known families have a screen. */
export function isGameType(type: string): type is GameType {
  return (GAME_TYPES as readonly string[]).includes(type);
}
