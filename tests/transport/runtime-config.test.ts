// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import {
  buildTimeDefaults,
  CONFIG_ELEMENT_ID,
  loadRuntimeConfig,
  parseRuntimeConfig,
  RuntimeConfigError,
} from '../../src/config/env';

const problemsOf = (raw: unknown, defaults = {}): readonly string[] => {
  try {
    parseRuntimeConfig(raw, defaults);
  } catch (error) {
    if (error instanceof RuntimeConfigError) return error.problems;
    throw error;
  }
  throw new Error('expected a RuntimeConfigError');
};

describe('parseRuntimeConfig', () => {
  it('fills every default when nothing is given', () => {
    expect(parseRuntimeConfig(undefined)).toEqual({
      apiBase: '/api',
      lineListUrl: '/api/app/resource/lineList',
      variant: 'cn',
      platformId: 1,
      packageId: 1,
    });
  });

  it('lets page values win over build-time defaults, and defaults fill the gaps', () => {
    const config = parseRuntimeConfig(
      { apiBase: 'https://api.example.com/v2/', variant: 'jp', platformId: 7 },
      { apiBase: '/other', variant: 'cp', packageId: '3', payBase: 'https://pay.example.com' },
    );
    expect(config).toMatchObject({
      apiBase: 'https://api.example.com/v2',
      lineListUrl: 'https://api.example.com/v2/app/resource/lineList',
      variant: 'jp',
      platformId: 7,
      packageId: 3,
      payBase: 'https://pay.example.com',
    });
  });

  it('treats empty strings and null as unset', () => {
    const config = parseRuntimeConfig({ apiBase: '', aesKey: null, wsBase: '' }, { apiBase: '/gw', aesKey: '', aesIv: '' });
    expect(config.apiBase).toBe('/gw');
    expect(config).not.toHaveProperty('aesKey');
    expect(config).not.toHaveProperty('wsBase');
  });

  it('keeps an explicit line list address', () => {
    expect(parseRuntimeConfig({ lineListUrl: 'https://oss.example.com/lines.json' }).lineListUrl).toBe('https://oss.example.com/lines.json');
  });

  it.each([
    ['16-byte', '0123456789abcdef'],
    ['24-byte', '0123456789abcdef01234567'],
    ['32-byte', '0123456789abcdef0123456789abcdef'],
  ])('accepts a %s AES key with a 16-byte IV', (_name, aesKey) => {
    expect(parseRuntimeConfig({ aesKey, aesIv: 'fedcba9876543210' })).toMatchObject({ aesKey, aesIv: 'fedcba9876543210' });
  });

  it.each([
    ['a key of 10 bytes', { aesKey: '0123456789', aesIv: 'fedcba9876543210' }, /aesKey/],
    ['a key without IV', { aesKey: '0123456789abcdef' }, /aesIv/],
    ['an IV without key', { aesIv: 'fedcba9876543210' }, /aesKey/],
    ['a 15-byte IV', { aesKey: '0123456789abcdef', aesIv: 'fedcba987654321' }, /aesIv/],
    // 16 characters but 18 bytes: the cipher reads UTF-8 bytes.
    ['a key counted in bytes', { aesKey: 'é123456789abcdef', aesIv: 'fedcba9876543210' }, /aesKey/],
    ['an unknown variant', { variant: 'us' }, /variant/],
    ['a javascript: base', { apiBase: 'javascript:alert(1)' }, /apiBase/],
    ['a protocol-relative base', { apiBase: '//evil.example.com' }, /apiBase/],
    ['a relative base', { apiBase: 'api' }, /apiBase/],
    ['an http websocket base', { wsBase: 'http://ws.example.com' }, /wsBase/],
    ['a non-integer platformId', { platformId: 1.5 }, /platformId/],
    ['a zero packageId', { packageId: '0' }, /packageId/],
  ])('rejects %s with a clear message', (_name, raw, pattern) => {
    expect(problemsOf(raw).join('\n')).toMatch(pattern);
  });

  it('reports every problem at once', () => {
    expect(problemsOf({ variant: 'x', platformId: -1, aesKey: 'k' })).toHaveLength(4);
  });

  it('rejects a configuration that is not an object', () => {
    expect(() => parseRuntimeConfig(['/api'])).toThrow(/JSON object/);
    expect(() => parseRuntimeConfig('/api')).toThrow(RuntimeConfigError);
  });

  it('keeps the demo flag (the layout banner) only when the server set it true, and refuses anything but a boolean', () => {
    expect(parseRuntimeConfig({ demo: true }).demo).toBe(true);
    expect(parseRuntimeConfig({ demo: false })).not.toHaveProperty('demo');
    expect(parseRuntimeConfig({})).not.toHaveProperty('demo');
    expect(problemsOf({ demo: 'yes' })).toEqual(['demo must be true or false (got "yes")']);
  });

  it('accepts wss and path websocket bases', () => {
    expect(parseRuntimeConfig({ wsBase: 'wss://rt.example.com' }).wsBase).toBe('wss://rt.example.com');
    expect(parseRuntimeConfig({ wsBase: '/ws' }).wsBase).toBe('/ws');
  });
});

describe('buildTimeDefaults', () => {
  it('maps VITE_* variables to config fields', () => {
    expect(buildTimeDefaults({ VITE_API_BASE: '/x', VITE_VARIANT: 'cp', VITE_PLATFORM_ID: '4', VITE_AES_KEY: 'k' })).toMatchObject({
      apiBase: '/x',
      variant: 'cp',
      platformId: '4',
      aesKey: 'k',
    });
  });
});

describe('loadRuntimeConfig', () => {
  const pageWith = (json: string | null): Document => {
    const doc = document.implementation.createHTMLDocument('t');
    if (json !== null) {
      const script = doc.createElement('script');
      script.id = CONFIG_ELEMENT_ID;
      script.type = 'application/json';
      script.textContent = json;
      doc.head.append(script);
    }
    return doc;
  };

  it('reads the JSON the server put in the page over the defaults', () => {
    expect(loadRuntimeConfig(pageWith('{"apiBase":"/gw","platformId":9}'), { variant: 'jp' })).toMatchObject({
      apiBase: '/gw',
      platformId: 9,
      variant: 'jp',
    });
  });

  it('uses the defaults when the element is missing or empty', () => {
    expect(loadRuntimeConfig(pageWith(null), { apiBase: '/d' }).apiBase).toBe('/d');
    expect(loadRuntimeConfig(pageWith('  '), { apiBase: '/d' }).apiBase).toBe('/d');
  });

  it('fails start-up clearly on broken JSON', () => {
    expect(() => loadRuntimeConfig(pageWith('{"apiBase":'), {})).toThrow(/fastdraw-config does not contain valid JSON/);
  });
});
