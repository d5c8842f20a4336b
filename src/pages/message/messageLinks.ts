/** The notices tab of /message opened at one notice (every notice item links here). */
export function noticeHref(noticeId: number): string {
  return `/message?notice=${noticeId}`;
}
