import { DISPLAY_FORMAT } from '../../../models/dates';

/**
 * A date as players read it everywhere (the date part of models/dates DISPLAY_FORMAT, dd/MM/yyyy)
 * and as requests carry it (yyyy-MM-dd), converted both ways without time zones: a calendar
 * date is the same day wherever the browser is.
 */
export const DISPLAY_DATE_FORMAT = DISPLAY_FORMAT.split(' ')[0] ?? 'DD/MM/YYYY';

const REQUEST = /^(\d{4})-(\d{2})-(\d{2})$/;
/** Day, month, year as typed: one or two digits for day and month, four for the year; / . - or spaces between. */
const TYPED = /^(\d{1,2})\s*[/.\-\s]\s*(\d{1,2})\s*[/.\-\s]\s*(\d{4})$/;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

function isRealDate(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1) return false;
  // Day 0 of the next month is the last day of this one (UTC: no daylight-saving surprises).
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function fromParts(year: number, month: number, day: number): string | null {
  return year >= 1 && isRealDate(year, month, day) ? `${pad(year, 4)}-${pad(month)}-${pad(day)}` : null;
}

/** `2026-11-22` → `22/11/2026`; '' for '' or anything that is not a real yyyy-MM-dd date. */
export function requestToDisplay(value: string): string {
  const match = REQUEST.exec(value);
  if (!match) return '';
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  return fromParts(year, month, day) ? DISPLAY_DATE_FORMAT.replace('DD', pad(day)).replace('MM', pad(month)).replace('YYYY', pad(year, 4)) : '';
}

/** What the player typed (`22/11/2026`, `1/2/2026`, `22.11.2026`) → `2026-11-22`, or null when it names no real date. */
export function displayToRequest(text: string): string | null {
  const match = TYPED.exec(text.trim());
  if (!match) return null;
  const [day, month, year] = match.slice(1).map(Number) as [number, number, number];
  return fromParts(year, month, day);
}

/** Why a typed date is refused: 'format' (not a date), 'min' / 'max' (outside the allowed range), or null. */
export type DateProblem = 'format' | 'min' | 'max' | null;

/** `min`/`max` are yyyy-MM-dd (they compare as text); empty text is no problem (no date). */
export function dateProblem(text: string, range: { min?: string | undefined; max?: string | undefined }): DateProblem {
  if (text.trim() === '') return null;
  const value = displayToRequest(text);
  if (value === null) return 'format';
  if (range.min && value < range.min) return 'min';
  if (range.max && value > range.max) return 'max';
  return null;
}
