import { InputLimit, sanitizeLettersDigits } from '../../../models/validation';

/**
 * Account and passwords are at most 12 characters, the invite code at most 6 (spec §5). Inputs
 * only cut at these lengths; which characters are allowed is the validators' business (§5
 * messages), never a filter that rewrites what the player typed.
 */
export const CREDENTIAL_MAX_LENGTH = InputLimit.accountMax;
export const INVITE_CODE_MAX_LENGTH = InputLimit.inviteCodeMax;

/** An invite code taken from a shared link (`?invite=`), which the player did not type. */
export const sanitizeInviteCode = (raw: string): string => sanitizeLettersDigits(raw, INVITE_CODE_MAX_LENGTH);
