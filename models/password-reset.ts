/**
 * Resetting a forgotten login password by an e-mail code (issue 17 §5): the request and answer
 * shapes of the two visitor calls (paths in api-paths.ts `ApiPath.forgotPassword`,
 * `ApiPath.resetPassword`) and the mask the bound address is shown with.
 */

/** POST /basic/v1/forgotPassword: sends a code to the account's bound address. */
export interface ForgotPasswordRequest {
  account: string;
}

/**
 * Its answer. `email` is the bound address masked (`maskEmail`), or '' when there is none to send
 * to — the account has no bound address or does not exist; the two read alike on purpose.
 */
export interface ForgotPasswordAnswer {
  email: string;
  /** Seconds until another code may be asked for (0 when none was sent). */
  resendAfter: number;
}

/** POST /basic/v1/resetPassword: the code and the new password; every session of the account ends. */
export interface ResetPasswordRequest {
  account: string;
  code: string;
  newPassword: string;
}

/**
 * An address as shown to whoever typed the account name: enough for its owner to recognise it,
 * too little to learn it. The local part keeps its first and last character, the domain its
 * first character and its top-level part: `demo001@example.com` → `d***1@e***.com`.
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '***';
  const local = [...email.slice(0, at)];
  const domain = email.slice(at + 1);
  const dot = domain.lastIndexOf('.');
  const name = dot > 0 ? domain.slice(0, dot) : domain;
  const top = dot > 0 ? domain.slice(dot) : '';
  const maskedLocal = local.length <= 2 ? `${local[0]}***` : `${local[0]}***${local[local.length - 1]}`;
  return `${maskedLocal}@${[...name][0] ?? ''}***${top}`;
}
