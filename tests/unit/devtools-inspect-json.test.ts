import { createActor, createMachine, setup, type AnyActorRef } from 'xstate';
import { describe, expect, it } from 'vitest';
import type { JournalEntry } from '../../machines/journal/journal';
import { lastEventsOf } from '../../src/devtools/filterJournal';
import { actorRefText, toInspectorJson } from '../../src/devtools/inspectJson';

const parse = (value: unknown): unknown => {
  const result = toInspectorJson(value);
  if (!result.ok) throw new Error(result.error);
  return JSON.parse(result.text);
};

describe('inspector JSON', () => {
  it('redacts secrets as the journal does, at any depth', () => {
    expect(parse({ account: 'demo001', password: 'hunter2', nested: { token: 'abc', list: [{ secretToken: 's' }] }, confirm: '' })).toEqual({
      account: 'demo001',
      password: '[redacted]',
      nested: { token: '[redacted]', list: [{ secretToken: '[redacted]' }] },
      confirm: '',
    });
  });

  it('shows actor refs by system id, else by id', () => {
    const child = createMachine({ id: 'child' });
    const parent = setup({ actors: { child } }).createMachine({
      context: ({ spawn }) => ({ game: spawn('child', { id: 'game-8', systemId: 'game:8' }), helper: spawn('child', { id: 'helper' }) as AnyActorRef }),
    });
    const actor = createActor(parent).start();
    expect(parse(actor.getSnapshot().context)).toEqual({ game: actorRefText('game:8'), helper: actorRefText('helper') });
    actor.stop();
  });

  it('keeps errors, maps and sets readable, and reports what JSON cannot hold', () => {
    expect(parse({ error: new TypeError('boom'), byId: new Map([['a', { password: 'x' }]]), ids: new Set([1, 2]) })).toEqual({
      error: { name: 'TypeError', message: 'boom' },
      byId: { a: { password: '[redacted]' } },
      ids: [1, 2],
    });
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(toInspectorJson(cyclic).ok).toBe(false);
    expect(toInspectorJson({ big: 1n })).toMatchObject({ ok: false });
    expect(toInspectorJson(undefined)).toEqual({ ok: true, text: 'undefined' });
  });
});

describe('last events of an actor', () => {
  const entry = (seq: number, target: string): JournalEntry => ({ seq, at: seq, target, event: { type: `e${seq}` } });
  const entries = Array.from({ length: 30 }, (_, index) => entry(index + 1, index % 2 === 0 ? 'app' : 'session'));

  it('keeps the newest events of that target only, newest first, up to the limit', () => {
    expect(lastEventsOf(entries, { target: 'session', actor: 'x:1' }, 3).map((e) => e.seq)).toEqual([30, 28, 26]);
    expect(lastEventsOf(entries, { target: 'app', actor: 'x:0' }, 20)).toHaveLength(15);
    expect(lastEventsOf(entries, { target: 'nobody', actor: 'x:9' }, 20)).toEqual([]);
  });

  it('tells lifetimes apart by session id when the entries name it', () => {
    const lifetimes: JournalEntry[] = [
      { ...entry(1, 'game:8'), actor: 'x:3' },
      { ...entry(2, 'game:8'), actor: 'x:3' },
      { ...entry(3, 'game:8'), actor: 'x:7' },
    ];
    expect(lastEventsOf(lifetimes, { target: 'game:8', actor: 'x:7' }, 20).map((e) => e.seq)).toEqual([3]);
    expect(lastEventsOf(lifetimes, { target: 'game:8', actor: 'x:3' }, 20).map((e) => e.seq)).toEqual([2, 1]);
  });
});
