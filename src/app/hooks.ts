import { useSelector } from './use-selector';
import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router-dom';
import type { SnapshotFrom } from 'xstate';
import type { ProvidedAppMachine } from '../../machines/app/app-services';
import { AUTH_FORMS, type AuthDialogMode } from '../../machines/app/app.machine';
import type { ToastRequest } from '../../machines/core/events';
import type { JournalEntry } from '../../machines/journal/journal';
import type { FormError } from '../../machines/core/form-error';
import type { DomainConfig, Notice, User } from '../../models/entities';
import { SUPPORTED_LANGUAGES, type Language } from '../../models/language';
import type { RuntimeConfig } from '../config/env';
import { sessionStore } from './storage';
import { useRuntime } from './system';
import { tagOf } from './tag-of';

/**
 * The views' window on the actor system: each hook selects one narrow slice of one actor and
 * returns the events a view may send. Views never hold business state themselves.
 */

type AppChildren = SnapshotFrom<ProvidedAppMachine>['children'];

/** A long-lived child of the app, typed by its id (they live as long as the page). */
export function useAppChild<K extends keyof AppChildren>(id: K): NonNullable<AppChildren[K]> {
  const ref = useSelector(useRuntime().actor, (s) => s.children[id]);
  if (!ref) throw new Error(`The app's ${String(id)} actor is not running`);
  return ref as NonNullable<AppChildren[K]>;
}

const useSessionRef = () => useAppChild('session');

/** The account area's owner has started (its chunk loads after the first paint). */
export function useAccountAreaReady(): boolean {
  return useSelector(useRuntime().actor, (s) => s.children.account !== undefined);
}

export function useRuntimeConfig(): RuntimeConfig {
  return useRuntime().config;
}

export function useDomainConfig(): DomainConfig | null {
  return useSelector(useAppChild('bootstrap'), (s) => s.context.domain);
}

export interface SessionView {
  status: 'restoring' | 'anonymous' | 'authenticated';
  busy: boolean;
  user: User | null;
  isLoggedIn: boolean;
  error: FormError | null;
}

export function useSession(): SessionView {
  const ref = useSessionRef();
  const status = useSelector(ref, (s): SessionView['status'] =>
    tagOf(s, ['restoring', 'authenticated'], 'anonymous'),
  );
  const busy = useSelector(ref, (s) => s.hasTag('busy'));
  const user = useSelector(ref, (s) => s.context.user);
  const isLoggedIn = useSelector(ref, (s) => !!s.context.token);
  const error = useSelector(ref, (s) => s.context.error);
  return useMemo(() => ({ status, busy, user, isLoggedIn, error }), [status, busy, user, isLoggedIn, error]);
}

export function useSessionActions() {
  const ref = useSessionRef();
  return useMemo(
    () => ({
      login: (v: { account: string; password: string; remember: boolean }) => ref.send({ type: 'session.login', ...v }),
      register: (v: { code: string; account: string; password: string; confirm: string; withdrawPassword: string; confirmWithdraw: string }) =>
        ref.send({ type: 'session.register', ...v }),
      logout: () => ref.send({ type: 'session.logout' }),
      refreshUser: () => ref.send({ type: 'session.refreshUser' }),
      clearError: () => ref.send({ type: 'session.clearError' }),
    }),
    [ref],
  );
}

/** Prefill of the login form: the remembered account (never a password; see storage.ts). */
export function useRememberedLogin(): { account: string; password: string; remember: boolean } {
  return useMemo(() => {
    const account = sessionStore.rememberedAccount();
    return { account, password: '', remember: account !== '' };
  }, []);
}

/** The form the auth dialog shows, by the tag of its state. */
export const authDialogOf = (snapshot: { hasTag(tag: string): boolean }): AuthDialogMode => tagOf(snapshot, AUTH_FORMS, 'closed');

export function useAuthDialog() {
  const { actor } = useRuntime();
  const mode = useSelector(actor, authDialogOf);
  return useMemo(
    () => ({
      mode,
      openLogin: () => actor.send({ type: 'ui.auth.openLogin' }),
      openRegister: () => actor.send({ type: 'ui.auth.openRegister' }),
      /** The forgotten-password form, with what the login form's account field holds. */
      openForgot: (account = '') => actor.send({ type: 'ui.auth.openForgot', account }),
      close: () => actor.send({ type: 'ui.auth.close' }),
    }),
    [actor, mode],
  );
}

export function useLanguage(): { language: Language; available: readonly string[]; setLanguage(l: string): void } {
  const ref = useAppChild('language');
  const language = useSelector(ref, (s) => s.context.language);
  const domain = useDomainConfig();
  const available = domain?.languageList?.length ? domain.languageList.filter((l) => (SUPPORTED_LANGUAGES as readonly string[]).includes(l)) : SUPPORTED_LANGUAGES;
  const setLanguage = useCallback((l: string) => ref.send({ type: 'language.change', language: l }), [ref]);
  return { language, available, setLanguage };
}

export function useNotices(): { notices: Notice[]; status: 'loading' | 'ready' | 'failed' } {
  const ref = useAppChild('notices');
  const notices = useSelector(ref, (s) => s.context.notices);
  const status = useSelector(ref, (s) => tagOf(s, ['loading', 'failed'], 'ready'));
  return { notices, status };
}

export function useNoticePopup(): { open: boolean; notice: Notice | null; dismiss(): void; dismissForToday(): void } {
  const ref = useAppChild('notices');
  const open = useSelector(ref, (s) => s.hasTag('popup'));
  const notice = useSelector(ref, (s) => s.context.notices[0] ?? null);
  // Showing the popup already stored today's date (once per day), so both just close it.
  const close = useCallback(() => ref.send({ type: 'notices.popup.close' }), [ref]);
  return { open, notice, dismiss: close, dismissForToday: close };
}

export function useToasts() {
  const { actor } = useRuntime();
  const toasts = useSelector(actor, (s) => s.context.toasts);
  const dismiss = useCallback((id: number) => actor.send({ type: 'toast.dismiss', id }), [actor]);
  /** Shows a toast through the app's one toast path (5 s unless persistent). */
  const show = useCallback((toast: ToastRequest) => actor.send({ type: 'toast.show', toast }), [actor]);
  return { toasts, dismiss, show };
}

export function useJournal(): { entries: readonly JournalEntry[]; exportJournal(): string } {
  const { journal } = useRuntime();
  const entries = useSyncExternalStore(journal.subscribe, journal.entries);
  return { entries, exportJournal: journal.exportJson };
}

/**
 * Call once inside the router: lets machines navigate with the router (no page load), and
 * tells the bootstrap machine about the first navigation.
 */
export function useNavigateBridge(): void {
  const runtime = useRuntime();
  const navigate = useNavigate();
  useEffect(() => {
    runtime.setNavigate((to) => void navigate(to));
    runtime.actor.send({ type: 'app.navigated', pathname: window.location.pathname });
  }, [runtime, navigate]);
}
