import { describe, expect, it } from 'vitest';
import { describePath, generatePaths, replayPath } from '../paths/generate';
import { sessionPaths, TOKENS } from '../paths/session.paths';

/**
 * Model-based paths for the session, generated from the real session machine
 * (tests/paths/session.paths.ts): every path runs on a live actor whose server calls the test
 * settles, which must rest where the graph says after every step, with the tokens that state
 * promises.
 */
const paths = generatePaths(sessionPaths);

describe('session machine — generated paths', () => {
  for (const path of paths) {
    it(describePath(sessionPaths.machine, path), async () => {
      await replayPath(sessionPaths, path, (snapshot) => {
        if (snapshot.matches('anonymous')) expect(snapshot.context.token).toBeNull();
        if (snapshot.matches('authenticated')) expect(snapshot.context.token).toBe(TOKENS.token);
        if (snapshot.matches({ authenticated: { user: 'ready' } })) expect(snapshot.context.user?.account).toBe('demo001');
      });
    });
  }
});
