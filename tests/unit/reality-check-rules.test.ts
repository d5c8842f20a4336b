import { describe, expect, it } from 'vitest';
import { parseRealityCheck, REALITY_SESSION_MAX_MS, resumeRealityCheck } from '../../models/gaming-limits';

/** What a page starts the reality check with, from what the device kept (docs/decisions.md "Reality check"). */
const AT = 1_800_000_000_000;
const MIN = 60_000;

describe('resumeRealityCheck', () => {
  it('nothing kept: off, a session starting now', () => {
    expect(resumeRealityCheck(null, AT)).toEqual({ minutes: 0, sessionStart: AT, deadline: null });
  });
  it('a session going on (a reload, another tab) keeps its start and deadline', () => {
    const kept = { minutes: 15 as const, sessionStart: AT - 20 * MIN, deadline: AT + 5 * MIN };
    expect(resumeRealityCheck(kept, AT)).toEqual(kept);
  });
  it('a session ended by a logout keeps the interval; the new session starts now with a whole interval', () => {
    expect(resumeRealityCheck({ minutes: 30, sessionStart: 0, deadline: null }, AT)).toEqual({ minutes: 30, sessionStart: AT, deadline: AT + 30 * MIN });
  });
  it('a session kept for 24 hours or more starts anew', () => {
    expect(resumeRealityCheck({ minutes: 60, sessionStart: AT - REALITY_SESSION_MAX_MS, deadline: AT - 5 * MIN }, AT)).toEqual({ minutes: 60, sessionStart: AT, deadline: AT + 60 * MIN });
  });
  it('a start in the future (a clock set back) starts anew', () => {
    expect(resumeRealityCheck({ minutes: 15, sessionStart: AT + MIN, deadline: AT + 16 * MIN }, AT).sessionStart).toBe(AT);
  });
});

describe('parseRealityCheck', () => {
  it('reads back what was kept', () => {
    expect(parseRealityCheck({ minutes: 15, sessionStart: AT, deadline: AT + 15 * MIN })).toEqual({ minutes: 15, sessionStart: AT, deadline: AT + 15 * MIN });
  });
  it('anything else (edited, an older shape) is nothing', () => {
    for (const value of [null, 'x', 42, { minutes: 7, sessionStart: AT, deadline: null }, { minutes: 15, sessionStart: 'x', deadline: null }, { minutes: 15, sessionStart: AT, deadline: 1.5 }]) {
      expect(parseRealityCheck(value)).toBeNull();
    }
  });
});
