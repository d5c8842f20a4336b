import { useTranslation } from 'react-i18next';
import { useAuthDialog, useSessionActions } from '../../app/hooks';
import { LogoMark } from '../brand/LogoMark';
import { Modal } from '../dialog/Modal';
import { LoginForm } from './LoginForm';
import { RegisterForm } from './RegisterForm';

/** The login and register dialogs themselves, loaded the first time one opens (AuthDialog). */
export default function AuthDialogBody() {
  const { t } = useTranslation('shell');
  const { mode, openLogin, openRegister, close } = useAuthDialog();
  const { clearError } = useSessionActions();
  // An error belongs to the form it came from; a fresh form starts clean.
  const switchTo = (open: () => void) => () => {
    clearError();
    open();
  };
  const isRegister = mode === 'register';
  return (
    <Modal
      open={mode !== 'closed'}
      onOpenChange={(open) => {
        if (!open) switchTo(close)();
      }}
      art={<LogoMark size={44} />}
      title={t(isRegister ? 'auth.registerTitle' : 'auth.loginTitle')}
      description={t(isRegister ? 'auth.registerSubtitle' : 'auth.loginSubtitle')}
    >
      {isRegister ? (
        <RegisterForm onSwitchToLogin={switchTo(openLogin)} />
      ) : (
        <LoginForm onSwitchToRegister={switchTo(openRegister)} onLeave={close} />
      )}
    </Modal>
  );
}
