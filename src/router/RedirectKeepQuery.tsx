import { Navigate, useLocation } from 'react-router-dom';

/** Old addresses (`/auth/login`) lead to the current ones, keeping `?invite=` and friends. */
export function RedirectKeepQuery({ to }: { to: string }) {
  const { search, hash } = useLocation();
  return <Navigate to={{ pathname: to, search, hash }} replace />;
}
