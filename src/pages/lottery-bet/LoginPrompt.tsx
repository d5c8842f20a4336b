import { useTranslation } from 'react-i18next';
import { useAuthDialog } from '../../app/hooks';
import { Icon } from '../../components/icons/Icon';
import styles from './LotteryBetPage.module.css';

/**
 * Visitors see this instead of the game (spec §2: betting needs login); the betting machine has
 * already opened the login dialog, once per visit of the page.
 */
export function LoginPrompt() {
  const { t } = useTranslation('games');
  const { openLogin, openRegister } = useAuthDialog();
  return (
    <div className={styles.state}>
      <Icon name="lock" size={36} />
      <h1 className={styles.stateTitle}>{t('bet.loginTitle')}</h1>
      <p>{t('bet.loginText')}</p>
      <div className={styles.stateActions}>
        <button type="button" className="btn btn--primary btn--lg" onClick={openLogin}>
          {t('bet.login')}
        </button>
        <button type="button" className="btn btn--outline btn--lg" onClick={openRegister}>
          {t('bet.register')}
        </button>
      </div>
    </div>
  );
}
