import { describe, expect, it } from 'vitest';
import { isOpenPath } from '../../src/router/openPaths';

describe('isOpenPath (spec §2 guard)', () => {
  it.each(['/', '/home', '/pages/chat/customer-service', '/lottery-hall', '/activity', '/message', '/lottery-bet', '/trend'])(
    'lets a visitor open %s',
    (path) => expect(isOpenPath(path)).toBe(true),
  );

  it.each(['/pages/auth/login', '/pages/auth/register', '/auth/login', '/auth/register', '/x/auth/y'])(
    'lets a visitor open %s because it contains /auth',
    (path) => expect(isOpenPath(path)).toBe(true),
  );

  it('treats a trailing slash like the path without it', () => {
    expect(isOpenPath('/home/')).toBe(true);
    expect(isOpenPath('/lottery-hall//')).toBe(true);
  });

  it.each(['/my/index', '/404', '/401', '/unknown', '/home/extra', '/homes', '/lottery-bet-x'])(
    'sends a visitor away from %s',
    (path) => expect(isOpenPath(path)).toBe(false),
  );
});
