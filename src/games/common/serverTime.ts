import { formatDisplayTime, parseServerTime } from '../../../models/dates';

/** A server time ('YYYY-MM-DD HH:mm:ss') in the display format; unreadable text is shown as it came. */
export function displayServerTime(text: string): string {
  const date = parseServerTime(text);
  return date ? formatDisplayTime(date) : text;
}
