import { Popover } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { SiteQrCode } from '../../components/qr/SiteQrCode';
import type { FirstUseProps } from '../first-use/FirstUseTrigger';
import styles from './SideButtons.module.css';

/** The app QR popover of the side buttons, loaded when the player first opens it (SideButtons). */
export default function AppPopover({ className, label, children }: FirstUseProps) {
  const { t } = useTranslation('shell');
  return (
    <Popover.Root defaultOpen>
      <Popover.Trigger className={className} aria-label={label}>
        {children}
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content className={styles.popover} side="left" sideOffset={12} aria-label={t('side.appTitle')}>
          <SiteQrCode size={128} />
          <p className={styles.popoverText}>{t('side.appTitle')}</p>
          <Popover.Arrow className={styles.arrow} />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
