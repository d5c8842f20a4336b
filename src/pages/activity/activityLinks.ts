/** The promotions page, opened at one promotion when given (banner type 1, spec §3). */
export function activityHref(activityId: number | null): string {
  return activityId === null ? '/activity' : `/activity?activity=${activityId}`;
}
