import type { SessionErrorKind } from '../../models/errors';
import type { ApiHooks } from './hooks';

/**
 * Tells the app once that the session is lost, however many requests find out at the same
 * time: ten requests refused with the same token mean one "go home", not ten. A successful
 * answer re-arms it.
 */
export class SessionLossReporter {
  private lastReported: string | null = null;

  report(kind: SessionErrorKind, tokenUsed: string | null, serverMessage: string, hooks: Pick<ApiHooks, 'onSessionLost'>): void {
    const key = `${kind}\u0000${tokenUsed ?? ''}`;
    if (key === this.lastReported) return;
    this.lastReported = key;
    if (serverMessage) hooks.onSessionLost(kind, serverMessage);
    else hooks.onSessionLost(kind);
  }

  rearm(): void {
    this.lastReported = null;
  }
}
