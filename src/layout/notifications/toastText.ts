import type { TFunction } from 'i18next';

export interface ToastLike {
  messageKey: string;
  values?: Record<string, unknown>;
  text?: string;
  persistent: boolean;
}

/** A literal text (e.g. the server's own message) wins over the translation key. */
export function toastText(toast: ToastLike, t: TFunction): string {
  return toast.text ?? t(toast.messageKey, toast.values ?? {});
}

/** Persistent messages are banners that stay until closed; the others are short-lived toasts. */
export function splitToasts<T extends ToastLike>(toasts: readonly T[]): { banners: T[]; toasts: T[] } {
  return {
    banners: toasts.filter((toast) => toast.persistent),
    toasts: toasts.filter((toast) => !toast.persistent),
  };
}
