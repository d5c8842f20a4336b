/**
 * What the journal, its export and the inspector never show: personal data and secrets. One rule
 * list, here; `redactSecrets` applies it at any depth of an event, a context or a snapshot.
 *
 * A value is redacted when its key names personal data (`mobile`, `bankCardNo`, ...), or when it
 * is the `value` of a form input event whose `field` does (`{ type: 'profile.input', field:
 * 'mobile', value }`). Only strings and numbers are redacted: flags like `emailBound: true` say
 * nothing about a person and the views need them. `name` alone is too common (lotteries, banks
 * have one) and counts only beside another personal field (a user record, a profile draft).
 */

export const REDACTED = '[redacted]';

export interface RedactionRule {
  /** What kind of data the rule protects (documentation and tests). */
  kind: string;
  /** Matches the key (or the `field` of an input event) that holds it. */
  key: RegExp;
  /** Only when the same object also has a key matching this (a person's record). */
  beside?: RegExp;
}

const PERSON_FIELD = /^(cardNo|mobile|email|idCard|realName|qq)$/i;

export const REDACTION_RULES: readonly RedactionRule[] = [
  { kind: 'password', key: /password|passwd|^pwd$|^confirm(Withdraw)?$/i },
  { kind: 'secret', key: /token|secret|jwt|signature/i },
  { kind: 'verification code', key: /verifyCode|captcha|smsCode|emailCode|^otp$/i },
  { kind: 'name', key: /realName|trueName|fullName|bankUserName|holderName/i },
  { kind: 'name', key: /^name$/i, beside: PERSON_FIELD },
  { kind: 'ID card', key: /^cardNo$|idCard|idNumber|identity/i },
  { kind: 'mobile', key: /mobile|phone|^tel$/i },
  { kind: 'e-mail', key: /^(new)?email$|^mail$/i },
  { kind: 'card number', key: /bankCardNo|cardNumber|bankNumber|accountNo|iban/i },
  { kind: 'wallet address', key: /wallet|address|^txId$|txHash/i },
  { kind: 'messenger', key: /^(qq|wechat|telegram)$/i },
];

/** Whether `key` of an object with `keys` holds personal data. */
export function isPersonalKey(key: string, keys: readonly string[] = []): boolean {
  return REDACTION_RULES.some((rule) => rule.key.test(key) && (!rule.beside || keys.some((other) => other !== key && rule.beside!.test(other))));
}

const redactable = (value: unknown) => (typeof value === 'string' && value !== '') || typeof value === 'number';

/** A deep copy of plain data with every personal value replaced by `[redacted]`. */
export function redactSecrets<T>(value: T): T {
  if (Array.isArray(value)) return value.map(redactSecrets) as T;
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    const keys = Object.keys(value);
    const field = (value as { field?: unknown }).field;
    // A form's `name` field is the person's name, so the field is judged as in a person's record.
    const personalInput = typeof field === 'string' && isPersonalKey(field, ['cardNo']);
    const out: Record<string, unknown> = {};
    for (const [key, inner] of Object.entries(value)) {
      const personal = isPersonalKey(key, keys) || (personalInput && key === 'value');
      out[key] = personal && redactable(inner) ? REDACTED : redactSecrets(inner);
    }
    return out as T;
  }
  return value;
}
