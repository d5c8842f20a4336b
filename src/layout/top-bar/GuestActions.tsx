import { useTranslation } from 'react-i18next';
import { useAuthDialog } from '../../app/hooks';
import { preloadAuthDialog } from '../../components/auth/AuthDialog';

export function GuestActions() {
  const { t } = useTranslation('shell');
  const { openLogin, openRegister } = useAuthDialog();
  return (
    <>
      <button type="button" className="btn btn--gold" onClick={openLogin} onPointerEnter={preloadAuthDialog} onFocus={preloadAuthDialog}>
        {t('topBar.login')}
      </button>
      <button type="button" className="btn btn--on-dark" onClick={openRegister} onPointerEnter={preloadAuthDialog} onFocus={preloadAuthDialog}>
        {t('topBar.register')}
      </button>
    </>
  );
}
