import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SUPPORTED_LANGUAGES } from '../../../models/language';
import { GAME_TEXTS } from '../../../server/domain/content/game-texts';

// server/ may not import locales/, so the server keeps a copy of the game texts it writes (lottery
// names, plays, rooms). This fails when the client's translations change: copy them again.
describe('the server’s game texts', () => {
  it.each(SUPPORTED_LANGUAGES)('are the client’s %s translations', (lang) => {
    const games = JSON.parse(readFileSync(new URL(`../../../locales/${lang}/games.json`, import.meta.url), 'utf8')) as Record<string, Record<string, unknown>>;
    // The play remarks are the betting page's alone: they load with it (the `play` namespace).
    const play = JSON.parse(readFileSync(new URL(`../../../locales/${lang}/play.json`, import.meta.url), 'utf8')) as Record<string, Record<string, unknown>>;
    const type = Object.fromEntries(Object.entries(games.type!).map(([key, value]) => [key, (value as { name: string }).name]));
    const rooms = { level1: games.rooms!.level1, level2: games.rooms!.level2, level3: games.rooms!.level3 };
    expect(GAME_TEXTS[lang]).toEqual({ lottery: games.lottery, type, rule: games.rule, item: games.item, remarkOf: play.remarkOf, rooms });
  });
});
