/** E-mail code request and binding (spec §5). */
import { firstError, type FieldError, type ValidationRule } from './field-error';
import { ValidationKey as K } from './keys';

export type BindEmailValues = { email: string; code: string };

const addressRule: ValidationRule = { name: 'email', type: 'email', message: K.emailAddress };

/** Before a code is requested: the address is present and looks like an address. */
export function validateEmailForCode(email: string): FieldError | null {
  return firstError({ email: email.trim() }, [addressRule]);
}

/** Binding: a valid address, then the code. */
export function validateBindEmail(values: BindEmailValues): FieldError | null {
  return firstError({ ...values, email: values.email.trim() }, [
    addressRule,
    { name: 'code', type: 'notnull', message: K.emailCode },
  ]);
}
