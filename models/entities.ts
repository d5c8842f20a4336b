/** Entity types of spec §3. Amounts from the server are integers in cents. */

export interface User {
  userId: number;
  account: string;
  /** Available balance in cents. */
  balance: number;
  name: string;
  cardNo: string;
  mobile: string;
  qq: string;
  email: string;
  /** True once a withdrawal bank or wallet is bound. */
  bindStatus: boolean;
  /** Preset avatar file name, b_01.png … b_16.png. */
  avatar: string;
  vipLevel: number;
  /** JSON-encoded list of disabled game (lottery) ids, as the server sends it. */
  disableGameList: string;
  packageId: number;
  platformId: number;
  /** Invite code of this user, used by the agent centre. */
  inviteCode: string;
}

export interface TokenPair {
  token: string;
  secretToken: string;
}

export interface DomainConfig {
  packageId: number;
  platformId: number;
  defaultLang: string;
  /** '0' hides VIP level and page. */
  vipSwitch: string;
  pcLoginLogo: string;
  pcHomeLogo: string;
  appName: string;
  languageList: string[];
  multiLanguage: boolean;
  ossUrl: string;
}

export interface LoginRequest {
  account: string;
  password: string;
  packageId: number;
  platformId: number;
}

export interface RegisterRequest {
  account: string;
  password: string;
  /** Invite code. */
  code: string;
  withdrawPassword: string;
  packageId: number;
  platformId: number;
}

export interface Notice {
  id: number;
  title: string;
  /** HTML. */
  content: string;
  /** Server time 'YYYY-MM-DD HH:mm:ss'. */
  createTime: string;
  /** 0 unread, 1 read. */
  status: 0 | 1;
}

/** One line (API base) the client may switch to. */
export interface ApiLine {
  url: string;
}
