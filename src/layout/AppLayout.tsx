import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { AuthDialog } from '../components/auth/AuthDialog';
import { PageLoading } from '../components/loading/PageLoading';
import { RealityCheckGate } from '../components/reality-check/RealityCheckGate';
import { Footer } from './footer/Footer';
import { SideButtons } from './side-buttons/SideButtons';
import { SiteHeader } from './SiteHeader';
import styles from './AppLayout.module.css';

/** The common layout of every page except login, register, 404 and 401 (spec §2). */
export function AppLayout() {
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
    </div>
  );
}
