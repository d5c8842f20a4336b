import type { PromiseActorLogic } from 'xstate';
import type { AppCalls } from '../../machines/app/services';
import { ErrorCode } from '../../models/errors';
import { maskEmail } from '../../models/password-reset';
import { apiFailure } from './fake-basics';

/**
 * The forgotten-password calls of the fake platform, with the reference server's rules
 * (docs/api.md "forgotPassword"): accounts with a bound address get a code there (the masked
 * address answers), others answer '' alike; only the newest code resets, once; the new password
 * replaces the platform's login password.
 */
export interface FakePasswordResetState {
  /** Bound addresses by account; an account missing here has none. */
  addresses: Map<string, string>;
  /** The live code of each account, as the e-mail would carry it. */
  codes: Map<string, string>;
  /** Counts codes sent, so each is different. */
  sent: number;
}

export function fakePasswordResetState(): FakePasswordResetState {
  return { addresses: new Map([['demo001', 'demo001@example.com']]), codes: new Map(), sent: 0 };
}

type ResetCallName = 'requestResetCode' | 'resetPassword';
type OutputOf<K extends ResetCallName> = AppCalls[K] extends PromiseActorLogic<infer O, infer _I> ? O : never;
type InputOf<K extends ResetCallName> = AppCalls[K] extends PromiseActorLogic<infer _O, infer I> ? I : never;
type FakeCall = <K extends ResetCallName>(name: K, run: (input: InputOf<K>) => OutputOf<K>) => AppCalls[K];

export function fakePasswordResetCalls(call: FakeCall, state: { reset: FakePasswordResetState; profile: { passwords: { login: string } } }): Pick<AppCalls, ResetCallName> {
  return {
    requestResetCode: call('requestResetCode', ({ account }) => {
      const address = state.reset.addresses.get(account.toLowerCase());
      if (!address) return { email: '', resendAfter: 0 };
      state.reset.sent += 1;
      state.reset.codes.set(account.toLowerCase(), String(100_000 + state.reset.sent));
      return { email: maskEmail(address), resendAfter: 120 };
    }),
    resetPassword: call('resetPassword', ({ account, code, newPassword }) => {
      if (state.reset.codes.get(account.toLowerCase()) !== code) throw apiFailure(ErrorCode.wrongVerificationCode);
      state.reset.codes.delete(account.toLowerCase());
      state.profile.passwords.login = newPassword;
    }),
  };
}
