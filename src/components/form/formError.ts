/** A failure as the session machine reports it: a translation key, maybe tied to one field. */
export interface FormErrorLike {
  field?: string;
  messageKey: string;
  values?: Record<string, unknown>;
}

/**
 * Where a form shows an error: next to its field when the form has that field, otherwise above
 * the submit button (server failures, or a field this form does not show).
 */
export function placeFormError<E extends FormErrorLike>(
  error: E | null,
  fields: readonly string[],
): { field: string | null; error: E | null } {
  if (!error) return { field: null, error: null };
  return { field: error.field && fields.includes(error.field) ? error.field : null, error };
}
