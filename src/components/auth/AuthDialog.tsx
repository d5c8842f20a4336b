import { lazy, Suspense, useState } from 'react';
import { useAuthDialog } from '../../app/hooks';

const loadAuthDialog = () => import('./AuthDialogBody');
const AuthDialogBody = lazy(loadAuthDialog);

/** Starts loading the login and register dialogs before they are asked for (pointing at a button that opens one). */
export const preloadAuthDialog = (): void => void loadAuthDialog().catch(() => {});

/**
 * The login and register dialogs, opened by the app machine over any page of the layout. Their
 * forms load the first time one opens — a visitor who never logs in does not download them — and
 * stay mounted from then on, so closing animates and reopening is immediate.
 */
export function AuthDialog() {
  const { mode } = useAuthDialog();
  const [wanted, setWanted] = useState(false);
  if (mode !== 'closed' && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <AuthDialogBody />
    </Suspense>
  );
}
