import { Brand } from '../components/brand/Brand';
import { MainMenu } from './menu/MainMenu';
import { TopBar } from './top-bar/TopBar';
import styles from './SiteHeader.module.css';

export function SiteHeader() {
  return (
    <header className={styles.header}>
      <TopBar />
      <div className={styles.mainBar}>
        <div className={styles.inner}>
          <Brand />
          <MainMenu />
        </div>
      </div>
    </header>
  );
}
