import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useSession } from '../app/hooks';
import { isOpenPath } from './openPaths';

/** Visitors (no token) may only open the open paths; anything else sends them to `/`. */
export function AuthGuard({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const { isLoggedIn } = useSession();
  if (!isLoggedIn && !isOpenPath(pathname)) return <Navigate to="/" replace />;
  return children;
}
