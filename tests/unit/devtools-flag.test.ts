import { describe, expect, it } from 'vitest';
import { parseRuntimeConfig, RuntimeConfigError } from '../../src/config/env';
import { devtoolsAllowed, devtoolsRequest } from '../../src/devtools/devtoolsFlag';

describe('devtools flag', () => {
  it('opens nothing in a production build unless the page config allows it', () => {
    expect(devtoolsRequest('?devtools', {}, false)).toEqual({ panel: false, inspect: false, refused: true });
    expect(devtoolsRequest('?inspect', {}, false)).toEqual({ panel: false, inspect: false, refused: true });
    expect(devtoolsRequest('', {}, false)).toEqual({ panel: false, inspect: false, refused: false });
    expect(devtoolsRequest('?devtools', { devtools: true }, false)).toEqual({ panel: true, inspect: false, refused: false });
    // ?inspect opens the panel too: it reports the Stately inspector's state.
    expect(devtoolsRequest('?inspect', { devtools: true }, false)).toEqual({ panel: true, inspect: true, refused: false });
    expect(devtoolsAllowed({}, true)).toBe(true);
  });

  it('reads devtools from the page config, true or false only', () => {
    expect(parseRuntimeConfig({ devtools: true })).toMatchObject({ devtools: true });
    expect(parseRuntimeConfig({ devtools: false })).not.toHaveProperty('devtools');
    expect(() => parseRuntimeConfig({ devtools: 'yes' })).toThrow(RuntimeConfigError);
  });
});
