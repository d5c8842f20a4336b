/** Personal info form (spec §5): name, ID card number, mobile. */
import { firstError, type FieldError, type ValidationRule } from './field-error';
import { ValidationKey as K } from './keys';
import { InputLimit as L } from './limits';

export type PersonalInfoValues = { name: string; cardNo: string; mobile: string };

const rules: readonly ValidationRule[] = [
  { name: 'name', type: 'notnull', message: K.noName },
  { name: 'name', type: 'between', param: [L.nameMin], message: K.nameLength },
  { name: 'cardNo', type: 'notnull', message: K.noCardNo },
  { name: 'mobile', type: 'notnull', message: K.noMobile },
];

/** Name not blank and at least 2 characters (surrounding spaces not counted); cardNo and mobile not blank. */
export function validatePersonalInfo(values: PersonalInfoValues): FieldError | null {
  return firstError({ ...values, name: values.name.trim() }, rules);
}
