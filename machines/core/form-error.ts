import { ClientMessageKey, showsServerMessage } from '../../models/errors';

/**
 * The shape of a failure as machines keep it in context: a translation key and its values,
 * optionally the field it belongs to and the server's own message (kept only where it is the text
 * to show: code 1 and codes we do not know, models/errors.ts showsServerMessage). Errors thrown by injected
 * actors (the transport's ApiError, a validator's result) are read structurally, so machines
 * need nothing from src/.
 */
export interface FormError {
  field?: string;
  messageKey: string;
  values?: Record<string, unknown>;
  serverMessage?: string;
  code?: number;
}


export function toFormError(error: unknown): FormError {
  if (error && typeof error === 'object' && 'messageKey' in error && typeof error.messageKey === 'string') {
    const e = error as { messageKey: string; messageValues?: Record<string, unknown>; serverMessage?: string; code?: number };
    return {
      messageKey: e.messageKey,
      ...(e.messageValues ? { values: e.messageValues } : {}),
      ...(e.serverMessage && (typeof e.code !== 'number' || showsServerMessage(e.code)) ? { serverMessage: e.serverMessage } : {}),
      ...(typeof e.code === 'number' ? { code: e.code } : {}),
    };
  }
  // Not an ApiError-like failure: the call never produced an answer we could read.
  return { messageKey: ClientMessageKey.network };
}
