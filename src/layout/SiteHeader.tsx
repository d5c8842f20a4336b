import { Brand } from '../components/brand/Brand';
import { MainMenu } from './menu/MainMenu';
import { LanguageMenu } from './top-bar/LanguageMenu';
import { TopBar } from './top-bar/TopBar';
import { usePhoneLayout } from './usePhoneLayout';
import styles from './SiteHeader.module.css';

export function SiteHeader() {
  // A phone's brand row is free (the menu becomes the bottom tab bar): the language moves there.
  const phone = usePhoneLayout();
  return (
    <header className={styles.header}>
      <TopBar />
      <div className={styles.mainBar}>
        <div className={styles.inner}>
          <Brand />
          <MainMenu />
          {phone && <LanguageMenu compact />}
        </div>
      </div>
    </header>
  );
}
