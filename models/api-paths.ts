/**
 * Paths of the API contract (spec §7), relative to the API base (default `/api`).
 * Client and reference server both use these, so a path lives in one place.
 */
export const ApiPath = {
  domainInfo: '/app/resource/getDomainInfo',
  /** The list of API lines (bases) the client may switch between (spec §7 "address list"). */
  lineList: '/app/resource/lineList',
  login: '/basic/v1/login',
  register: '/basic/v1/register',
  refresh: '/basic/v1/refresh',
  notice: '/basic/v1/notice',
  userInfo: '/user/v1/info',
  logout: '/user/v1/logout',
} as const;

export type ApiPathName = keyof typeof ApiPath;
