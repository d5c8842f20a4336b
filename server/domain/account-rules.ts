import { ErrorCode } from '../../models/errors';
import { validateRegister, ValidationKey } from '../../models/validation';

/**
 * The server repeats the client's registration checks (models/validation, spec §5) because any
 * caller can post anything, and maps the first failure to a business code.
 */

export interface RegistrationFields {
  account: string;
  password: string;
  withdrawPassword: string;
  code: string;
}

/** Spec §8 code 1009: "invite code, account and password cannot be empty". */
const EMPTY_REQUIRED: ReadonlySet<string> = new Set([ValidationKey.noInviteCode, ValidationKey.noAccount, ValidationKey.noPassword]);

/**
 * The refusal for `fields`, or null when they may register: 1009 for an empty invite code, account
 * or password; 1008 for an invite code that cannot exist; otherwise code 1 with the validation
 * key (e.g. `validation:tip_username_err`) as `msg`.
 */
export function registrationProblem(fields: RegistrationFields): { code: number; msg?: string } | null {
  // The API carries no confirmations: the client compared them.
  const error = validateRegister({ ...fields, confirmPassword: fields.password, confirmWithdrawPassword: fields.withdrawPassword });
  if (!error) return null;
  if (EMPTY_REQUIRED.has(error.messageKey)) return { code: ErrorCode.registerFieldsEmpty };
  if (error.messageKey === ValidationKey.inviteCodeFormat) return { code: ErrorCode.inviteCodeNotFound };
  return { code: ErrorCode.failed, msg: error.messageKey };
}
