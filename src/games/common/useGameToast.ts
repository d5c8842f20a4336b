import { useCallback } from 'react';
import { useRuntime } from '../../app/system';

/** Shows an error toast through the app's one toast path (spec §8: 4009 and friends). */
export function useErrorToast(): (messageKey: string) => void {
  const { actor } = useRuntime();
  return useCallback((messageKey: string) => actor.send({ type: 'toast.show', toast: { messageKey, tone: 'error', persistent: false } }), [actor]);
}
