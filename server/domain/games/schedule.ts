import dayjs from 'dayjs';
import type { Timetable } from '../../../models/games';
import { siteTimeZone } from '../gaming/usage';

/**
 * Round arithmetic of one lottery. Round k is drawn at k × interval after the Unix epoch, so
 * every node and every restart agrees on the rounds without asking anyone. Betting closes
 * `closeBeforeDrawS` before the draw; the next round opens `drawDelayS` after it. All times are
 * milliseconds since the epoch.
 */
export interface RoundSlot {
  index: number;
  /** yyyyMMdd (local date of the draw) and the round's number within that day, from 1. */
  prizeNo: string;
  openAt: number;
  closeAt: number;
  drawAt: number;
  /** When the next round opens. */
  nextOpenAt: number;
}

/** A daylight-saving day has 25 hours: the widest day number must still fit. */
const LONGEST_DAY_MS = 25 * 60 * 60 * 1000;
const PRIZE_NO = /^(\d{4})(\d{2})(\d{2})(\d+)$/;

const millis = (seconds: number): number => Math.round(seconds * 1000);

interface Steps {
  interval: number;
  close: number;
  delay: number;
}

const stepsOf = (timetable: Timetable): Steps => ({
  interval: millis(timetable.drawIntervalS),
  close: millis(timetable.closeBeforeDrawS),
  delay: millis(timetable.drawDelayS),
});

/** The first round drawn on or after the local midnight `dayStart`. */
const firstIndexOfDay = (dayStart: number, interval: number): number => Math.ceil(dayStart / interval);

const numberWidth = (interval: number): number => Math.max(4, String(Math.ceil(LONGEST_DAY_MS / interval)).length);

export function slotOf(timetable: Timetable, index: number): RoundSlot {
  // Every order and round view asks for the same few slots again and again (the round of now and
  // the one before), and a slot's day and prize number cost a dayjs format: kept per timetable,
  // and per the process's time zone, which names the day.
  const zone = siteTimeZone();
  let known = knownSlots.get(timetable);
  if (!known || known.zone !== zone) {
    known = { zone, slots: new Map() };
    knownSlots.set(timetable, known);
  }
  const kept = known.slots.get(index);
  if (kept) return kept;
  const slot = Object.freeze(newSlot(timetable, index));
  if (known.slots.size >= KEPT_SLOTS) known.slots.clear();
  known.slots.set(index, slot);
  return slot;
}

const KEPT_SLOTS = 64;
const knownSlots = new WeakMap<Timetable, { zone: string; slots: Map<number, RoundSlot> }>();

function newSlot(timetable: Timetable, index: number): RoundSlot {
  const { interval, close, delay } = stepsOf(timetable);
  const drawAt = index * interval;
  const day = dayjs(drawAt).startOf('day');
  const number = index - firstIndexOfDay(day.valueOf(), interval) + 1;
  return {
    index,
    prizeNo: `${day.format('YYYYMMDD')}${String(number).padStart(numberWidth(interval), '0')}`,
    openAt: drawAt - interval + delay,
    closeAt: drawAt - close,
    drawAt,
    nextOpenAt: drawAt + delay,
  };
}

/** The round whose time it is at `now`: the one opened last (openAt ≤ now < nextOpenAt). */
export function slotAt(timetable: Timetable, now: number): RoundSlot {
  const { interval, delay } = stepsOf(timetable);
  return slotOf(timetable, Math.floor((now - delay) / interval) + 1);
}

/** The round index a prize number names, or null when it names no round of this timetable. */
export function indexOfPrizeNo(timetable: Timetable, prizeNo: string): number | null {
  const match = PRIZE_NO.exec(prizeNo);
  if (!match) return null;
  const [year, month, day, number] = match.slice(1).map(Number) as [number, number, number, number];
  const dayStart = new Date(year, month - 1, day).getTime();
  const index = firstIndexOfDay(dayStart, stepsOf(timetable).interval) + number - 1;
  // The round trip refuses impossible dates, numbers past the day's last round and other widths.
  return Number.isSafeInteger(index) && slotOf(timetable, index).prizeNo === prizeNo ? index : null;
}
