/** Personal info form (spec §5): name, ID card number, mobile, checked for the deployment's country. */
import type { Variant } from '../currency';
import { firstError, type FieldError, type ValidationRule } from './field-error';
import { isIdNumberOf, isMobileOf } from './identity';
import { ValidationKey as K } from './keys';
import { InputLimit as L } from './limits';

export type PersonalInfoValues = { name: string; cardNo: string; mobile: string };

const rules: readonly ValidationRule[] = [
  { name: 'name', type: 'notnull', message: K.noName },
  { name: 'name', type: 'between', param: [L.nameMin], message: K.nameLength },
  { name: 'cardNo', type: 'notnull', message: K.noCardNo },
  { name: 'mobile', type: 'notnull', message: K.noMobile },
];

/**
 * Name not blank and at least 2 characters (surrounding spaces not counted); the ID number and the
 * mobile present and of the variant's country (identity.ts), each checked where it stands in the
 * form, since the info cannot be changed once saved.
 */
export function validatePersonalInfo(values: PersonalInfoValues, variant: Variant): FieldError | null {
  const trimmed = { name: values.name.trim(), cardNo: values.cardNo.trim(), mobile: values.mobile.trim() };
  const missing = firstError(trimmed, rules);
  if (missing?.field === 'name') return missing;
  if (missing?.field !== 'cardNo' && !isIdNumberOf(variant, trimmed.cardNo)) return { field: 'cardNo', messageKey: K.cardNoFormat };
  if (missing) return missing;
  if (!isMobileOf(variant, trimmed.mobile)) return { field: 'mobile', messageKey: K.mobileFormat };
  return null;
}
