import { useTranslation } from 'react-i18next';
import { useAuthDialog } from '../../app/hooks';

export function GuestActions() {
  const { t } = useTranslation('shell');
  const { openLogin, openRegister } = useAuthDialog();
  return (
    <>
      <button type="button" className="btn btn--gold" onClick={openLogin}>
        {t('topBar.login')}
      </button>
      <button type="button" className="btn btn--on-dark" onClick={openRegister}>
        {t('topBar.register')}
      </button>
    </>
  );
}
