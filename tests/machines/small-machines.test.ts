import { describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback } from 'xstate';
import { languageMachine } from '../../machines/app/language.machine';
import { noticesMachine } from '../../machines/content/notices.machine';
import type { Notice } from '../../models/entities';
import { flush, rejected, resolved } from './support';

const notice: Notice = { id: 1, title: '维护公告', content: '<p>x</p>', createTime: '2026-11-21 10:00:00', status: 0 };

describe('language machine', () => {
  const start = (stored: string | null, browser: string[]) => {
    const effects = { store: vi.fn(), reload: vi.fn() };
    const machine = languageMachine.provide({
      actions: { storeLanguage: (_, p) => effects.store(p.language), reloadPage: () => effects.reload() },
    });
    return { actor: createActor(machine, { input: { stored, browser } }).start(), effects };
  };

  it('uses the stored choice, else the browser language, else zh-CN', () => {
    expect(start('ja-JP', ['en-US']).actor.getSnapshot().context.language).toBe('ja-JP');
    expect(start(null, ['vi']).actor.getSnapshot().context.language).toBe('vi-VN');
    expect(start('xx', ['fr-FR']).actor.getSnapshot().context.language).toBe('zh-CN');
  });

  it('changing it stores the choice and reloads; unsupported or same language does nothing', () => {
    const { actor, effects } = start(null, ['zh-CN']);
    actor.send({ type: 'language.change', language: 'zh-CN' });
    actor.send({ type: 'language.change', language: 'fr-FR' });
    expect(effects.store).not.toHaveBeenCalled();
    actor.send({ type: 'language.change', language: 'en-US' });
    expect(effects.store).toHaveBeenCalledWith('en-US');
    expect(effects.reload).toHaveBeenCalledTimes(1);
  });
});

describe('notices machine', () => {
  const start = (popupShownOn: string | null, fetchNotices = resolved<Notice[]>([notice])) => {
    const store = vi.fn();
    const calendar = fromCallback<{ type: 'noop' }, void>(({ sendBack }) => sendBack({ type: 'calendar.day', day: '2026-11-22' }));
    const machine = noticesMachine.provide({ actors: { fetchNotices, watchCalendar: calendar }, actions: { storePopupDate: (_, p) => store(p.date) } });
    const actor = createActor(machine, { input: { popupShownOn } }).start();
    // The popup belongs to the home page.
    actor.send({ type: 'home.shown', shown: true });
    return { actor, store };
  };

  it('loads notices and shows the popup once per day, storing the date', async () => {
    const { actor, store } = start('2026-11-21');
    await flush();
    expect(actor.getSnapshot().context.notices).toEqual([notice]);
    expect(actor.getSnapshot().hasTag('popup')).toBe(true);
    expect(store).toHaveBeenCalledWith('2026-11-22');
    actor.send({ type: 'notices.popup.close' });
    actor.send({ type: 'notices.reload' });
    await flush();
    expect(actor.getSnapshot().matches({ list: { ready: 'quiet' } })).toBe(true);
  });

  it('a stored date equal to today suppresses the popup', async () => {
    const { actor, store } = start('2026-11-22');
    await flush();
    expect(actor.getSnapshot().matches({ list: { ready: 'quiet' } })).toBe(true);
    expect(store).not.toHaveBeenCalled();
  });

  it('a failed load can be retried', async () => {
    const { actor } = start(null, rejected(new Error('offline')));
    await flush();
    expect(actor.getSnapshot().hasTag('failed')).toBe(true);
  });
});
