import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SUPPORTED_LANGUAGES } from '../../models/language';
import { MEDIA_PREFIX } from '../../models/api-paths';
import { CHAT_BASE, WS_BASE } from '../../models/realtime/chat';
import { API_PREFIX, PAY_PREFIX } from '../../server/options';
import { ADMIN_PREFIX } from '../../server/routes/admin';
import { DESK_PREFIX } from '../../server/routes/desk';
import { DEV_MAILBOX_PATH } from '../../server/routes/dev-mailbox';
import { MANIFEST_ICONS, manifestPath, webManifest } from '../../models/web-manifest';
import { isAppNavigation, PRECACHED } from '../../scripts/vite-pwa';

/** The parts of the installable app that the build writes (scripts/vite-pwa.ts); the e2e suite pwa.spec.ts runs them in Chromium. */

const navigation = (path: string, mode = 'navigate') => ({ request: { mode }, url: new URL(path, 'https://fastdraw.test') });

describe('which requests the service worker answers with the offline page when the network fails', () => {
  it.each(['/', '/home', '/lottery-bet?lotteryId=1', '/my/index', '/trend', '/apiary', '/chatroom'])('a navigation to the page %s', (path) => {
    expect(isAppNavigation(navigation(path))).toBe(true);
  });

  it.each([API_PREFIX, PAY_PREFIX, ADMIN_PREFIX, DEV_MAILBOX_PATH, MEDIA_PREFIX, CHAT_BASE, DESK_PREFIX, WS_BASE])('never the server path %s (and nothing there is cached)', (prefix) => {
    expect(isAppNavigation(navigation(prefix))).toBe(false);
    expect(isAppNavigation(navigation(`${prefix}/anything`))).toBe(false);
  });

  it('never a request that is not a navigation (a call, a script, a picture)', () => {
    expect(isAppNavigation(navigation('/home', 'cors'))).toBe(false);
    expect(isAppNavigation(navigation('/home', 'same-origin'))).toBe(false);
  });

  it('precaches files, never the index page (it carries the runtime config and the live first paint) nor a server path', () => {
    expect(PRECACHED.some((pattern) => pattern.includes('index.html'))).toBe(false);
    expect(PRECACHED.some((pattern) => /^(api|payment|media|chat)/.test(pattern))).toBe(false);
  });
});

describe('the web app manifests', () => {
  it.each(SUPPORTED_LANGUAGES)('%s: one app (the same id) under the language’s name, standalone, with 192 and 512 px icons', (language) => {
    const texts = JSON.parse(readFileSync(`locales/${language}/pwa.json`, 'utf8')).manifest;
    const manifest = webManifest(language, texts);
    expect(manifest).toMatchObject({ id: '/', start_url: '/', scope: '/', display: 'standalone', lang: language, name: texts.name, short_name: texts.shortName });
    expect(manifest.short_name.length).toBeLessThanOrEqual(12);
    expect(manifest.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(manifestPath(language)).toBe(`/manifest-${language}.webmanifest`);
  });

  it('names icons that exist, as PNG of their stated size', () => {
    for (const icon of MANIFEST_ICONS) {
      const png = readFileSync(`public${icon.src}`);
      expect(png.subarray(1, 4).toString()).toBe('PNG');
      expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`).toBe(icon.sizes);
    }
  });
});
