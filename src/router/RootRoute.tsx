import { Outlet } from 'react-router-dom';
import { useNavigateBridge } from '../app/hooks';
import { DemoBanner } from '../layout/DemoBanner';
import { NavigationProgress } from '../layout/NavigationProgress';
import { MessageBanner } from '../layout/notifications/MessageBanner';
import { Toasts } from '../layout/notifications/Toasts';
import { AuthGuard } from './AuthGuard';
import { DocumentTitle } from './DocumentTitle';
import { FirstPaintRelease } from './FirstPaintRelease';
import { ScrollReset } from './ScrollReset';
import { SkipLink } from './SkipLink';

/** Wraps every route: navigation bridge for the machines, title, first paint, scroll reset, demo banner, guard, messages. */
export function RootRoute() {
  useNavigateBridge();
  return (
    <>
      <SkipLink />
      <DemoBanner />
      <DocumentTitle />
      <FirstPaintRelease />
      <ScrollReset />
      <NavigationProgress />
      <MessageBanner />
      <AuthGuard>
        <Outlet />
      </AuthGuard>
      <Toasts />
    </>
  );
}
