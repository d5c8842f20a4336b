import { InputLimit, sanitizeLettersDigits } from '../../../models/validation';

/** Account and passwords take letters and digits only, at most 12 (spec §5). */
export const CREDENTIAL_MAX_LENGTH = InputLimit.accountMax;
export const INVITE_CODE_MAX_LENGTH = InputLimit.inviteCodeMax;

export const sanitizeCredential = (raw: string): string => sanitizeLettersDigits(raw, CREDENTIAL_MAX_LENGTH);
export const sanitizeInviteCode = (raw: string): string => sanitizeLettersDigits(raw, INVITE_CODE_MAX_LENGTH);
