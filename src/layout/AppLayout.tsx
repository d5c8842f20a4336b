import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import type { PwaRef } from '../../machines/app/pwa-view';
import { useRuntime } from '../app/system';
import { useSelector } from '../app/use-selector';
import { AuthDialog } from '../components/auth/AuthDialog';
import { PageLoading } from '../components/loading/PageLoading';
import { RealityCheckGate } from '../components/reality-check/RealityCheckGate';
import { Footer } from './footer/Footer';
import { SideButtons } from './side-buttons/SideButtons';
import { SiteHeader } from './SiteHeader';
import styles from './AppLayout.module.css';

/** The installable app's prompts (a new version, the install dialog). */
const PwaPrompts = lazy(() => import('./pwa/PwaPrompts'));

/** The common layout of every page except login, register, 404 and 401 (spec §2). */
export function AppLayout() {
  const pwa = useSelector(useRuntime().actor, (s) => s.children.pwa) as PwaRef | undefined;
  // Its chunk and texts load when there is something to say, not for every visit.
  const prompting = useSelector(pwa, (s) => (s ? s.hasTag('updatePrompt') || s.hasTag('installOffer') : false));
  return (
    <div className={styles.layout}>
      <SiteHeader />
      <main id="main" className={styles.main} tabIndex={-1}>
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      <SideButtons />
      <AuthDialog />
      <RealityCheckGate />
      {prompting && (
        <Suspense fallback={null}>
          <PwaPrompts />
        </Suspense>
      )}
    </div>
  );
}
