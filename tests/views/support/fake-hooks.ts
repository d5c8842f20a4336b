/**
 * A stand-in for src/app/hooks.ts in view tests: the same hooks, reading a plain state object
 * the test sets, with every action a spy. Use with
 *   vi.mock('../../src/app/hooks', async () => (await import('./support/fake-hooks')).hooksModule);
 * and `resetFakeApp()` in beforeEach; `setFakeApp({...})` re-renders subscribed views.
 */
import { demoUser as sharedDemoUser } from '../../support/demo-user';
import { useSyncExternalStore } from 'react';
import { vi } from 'vitest';
import type { JournalEntry } from '../../../machines/journal';
import type { DomainConfig, Notice, User } from '../../../models/entities';
import type * as RealHooks from '../../../src/app/hooks';
import type { RuntimeConfig } from '../../../src/config/env';

type FormError = { field?: string; messageKey: string; values?: Record<string, unknown> } | null;
type Toast = { id: number; messageKey: string; values?: Record<string, unknown>; text?: string; tone: 'info' | 'success' | 'error'; persistent: boolean };

export interface FakeAppState {
  config: RuntimeConfig;
  domain: DomainConfig | null;
  session: { status: 'restoring' | 'anonymous' | 'authenticated'; busy: boolean; user: User | null; isLoggedIn: boolean; error: FormError };
  remembered: { account: string; password: string; remember: boolean };
  authDialog: 'closed' | 'login' | 'register';
  language: 'zh-CN' | 'en-US' | 'vi-VN' | 'ja-JP';
  available: readonly string[];
  notices: { notices: Notice[]; status: 'loading' | 'ready' | 'failed' };
  noticePopup: { open: boolean; notice: Notice | null };
  toasts: Toast[];
  journal: JournalEntry[];
}

/** demo001 with a chosen avatar and VIP level, so views show them. */
export const demoUser: User = { ...sharedDemoUser, avatar: 'b_03.png', vipLevel: 2 };

export const demoDomain: DomainConfig = {
  packageId: 1,
  platformId: 1,
  defaultLang: 'zh-CN',
  vipSwitch: '1',
  pcLoginLogo: '',
  pcHomeLogo: '',
  appName: 'Fastdraw',
  languageList: ['zh-CN', 'en-US', 'vi-VN', 'ja-JP'],
  multiLanguage: true,
  ossUrl: '',
};

const initial = (): FakeAppState => ({
  config: { apiBase: '/api', lineListUrl: '/api/app/resource/lineList', variant: 'cn', platformId: 1, packageId: 1 },
  domain: demoDomain,
  session: { status: 'anonymous', busy: false, user: null, isLoggedIn: false, error: null },
  remembered: { account: '', password: '', remember: false },
  authDialog: 'closed',
  language: 'zh-CN',
  available: ['zh-CN', 'en-US', 'vi-VN', 'ja-JP'],
  notices: { notices: [], status: 'ready' },
  noticePopup: { open: false, notice: null },
  toasts: [],
  journal: [],
});

let state = initial();
const listeners = new Set<() => void>();

export const actions = {
  login: vi.fn(),
  register: vi.fn(),
  logout: vi.fn(),
  refreshUser: vi.fn(),
  clearError: vi.fn(),
  openLogin: vi.fn(),
  openRegister: vi.fn(),
  closeAuth: vi.fn(),
  setLanguage: vi.fn(),
  dismissNotice: vi.fn(),
  dismissNoticeForToday: vi.fn(),
  dismissToast: vi.fn(),
  showToast: vi.fn(),
  exportJournal: vi.fn(() => '[]'),
  navigateBridge: vi.fn(),
};

export function resetFakeApp(): void {
  state = initial();
  Object.values(actions).forEach((spy) => spy.mockClear());
  listeners.forEach((listener) => listener());
}

export function setFakeApp(patch: Partial<FakeAppState>): void {
  state = { ...state, ...patch };
  listeners.forEach((listener) => listener());
}

export const loggedIn = (user: User = demoUser): Partial<FakeAppState> => ({
  session: { status: 'authenticated', busy: false, user, isLoggedIn: true, error: null },
});

function useFake(): FakeAppState {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => state,
  );
}

export const hooksModule = {
  useRuntimeConfig: () => useFake().config,
  useDomainConfig: () => useFake().domain,
  useSession: () => useFake().session,
  useSessionActions: () => ({
    login: actions.login,
    register: actions.register,
    logout: actions.logout,
    refreshUser: actions.refreshUser,
    clearError: actions.clearError,
  }),
  useRememberedLogin: () => useFake().remembered,
  useAuthDialog: () => ({ mode: useFake().authDialog, openLogin: actions.openLogin, openRegister: actions.openRegister, close: actions.closeAuth }),
  useLanguage: () => {
    const { language, available } = useFake();
    return { language, available, setLanguage: actions.setLanguage };
  },
  useNotices: () => useFake().notices,
  useNoticePopup: () => ({ ...useFake().noticePopup, dismiss: actions.dismissNotice, dismissForToday: actions.dismissNoticeForToday }),
  useToasts: () => ({ toasts: useFake().toasts, dismiss: actions.dismissToast, show: actions.showToast }),
  useJournal: () => ({ entries: useFake().journal, exportJournal: actions.exportJournal }),
  useNavigateBridge: () => actions.navigateBridge(),
} satisfies { [K in keyof typeof RealHooks as K extends `use${string}` ? K : never]: (typeof RealHooks)[K] };
