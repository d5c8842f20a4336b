import { describe, expect, it } from 'vitest';
import { dicePaths, RESULT, stillDicePaths } from '../paths/dice.paths';
import { describePath, generatePaths, replayPath } from '../paths/generate';

/** Generated paths of the dice machine (tests/paths/dice.paths.ts) on a live actor with a simulated clock. */
for (const [name, suite] of [
  ['dice', dicePaths],
  ['dice without motion', stillDicePaths],
] as const) {
  describe(`${name} — generated paths`, () => {
    for (const path of generatePaths(suite)) {
      it(describePath(suite.machine, path), () =>
        replayPath(suite, path, (snapshot) => {
          const { faces, result, stopped } = snapshot.context;
          // The stopped dice (from the left) show the result; the others turn.
          expect(faces.slice(0, stopped)).toEqual(result.slice(0, stopped));
          expect(faces.every((face) => face >= 1 && face <= 6)).toBe(true);
          if (snapshot.matches('still')) expect([faces, stopped]).toEqual([result, result.length]);
          if (snapshot.matches('spinning')) {
            expect(suite).toBe(dicePaths);
            expect(result).toEqual(RESULT);
            expect(stopped).toBeLessThan(result.length);
          }
        }));
    }
  });
}
