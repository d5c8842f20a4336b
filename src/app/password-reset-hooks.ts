import { useSelector } from './use-selector';
import { useMemo } from 'react';
import type { PasswordResetValuesAll } from '../../machines/session/password-reset.machine';
import { useRuntime } from './system';
import { tagOf } from './tag-of';

/** Which step of the forgotten-password flow shows. */
export type ResetStep = 'account' | 'requesting' | 'noAddress' | 'code' | 'done';

/**
 * The forgotten-password actor the app runs while the dialog shows its form (null a moment
 * before it starts): the step, the typed values, the masked address, the resend wait, the error,
 * and the events the form sends.
 */
export function usePasswordReset() {
  const ref = useSelector(useRuntime().actor, (s) => s.children.passwordReset);
  const step = useSelector(ref, (s): ResetStep => (s ? tagOf(s, ['requesting', 'noAddress', 'code', 'done'], 'account') : 'account'));
  const values = useSelector(ref, (s) => s?.context.values);
  const maskedEmail = useSelector(ref, (s) => s?.context.maskedEmail ?? '');
  const resendSeconds = useSelector(ref, (s) => s?.context.resendSeconds ?? 0);
  const resending = useSelector(ref, (s) => s?.hasTag('resending') ?? false);
  const resetting = useSelector(ref, (s) => s?.hasTag('resetting') ?? false);
  const error = useSelector(ref, (s) => s?.context.error ?? null);
  const actions = useMemo(
    () => ({
      input: (field: keyof PasswordResetValuesAll, value: string) => ref?.send({ type: 'reset.input', values: { [field]: value } }),
      request: () => ref?.send({ type: 'reset.request' }),
      resend: () => ref?.send({ type: 'reset.resend' }),
      submit: () => ref?.send({ type: 'reset.submit' }),
      back: () => ref?.send({ type: 'reset.back' }),
    }),
    [ref],
  );
  // The actor's code loads the first time the form shows (machines/app/app-services.ts); until then there is nothing to type into.
  return { ready: ref !== undefined, step, values: values ?? { account: '', code: '', newPassword: '', confirmPassword: '' }, maskedEmail, resendSeconds, resending, resetting, error, ...actions };
}
