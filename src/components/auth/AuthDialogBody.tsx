import { useTranslation } from 'react-i18next';
import { useAuthDialog, useSessionActions } from '../../app/hooks';
import { LogoMark } from '../brand/LogoMark';
import { Modal } from '../dialog/Modal';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { LoginForm } from './LoginForm';
import { RegisterForm } from './RegisterForm';

const HEADINGS = {
  login: ['auth.loginTitle', 'auth.loginSubtitle'],
  register: ['auth.registerTitle', 'auth.registerSubtitle'],
  forgot: ['auth.forgotTitle', 'auth.forgotSubtitle'],
} as const;

/** The login, register and forgotten-password dialogs themselves, loaded the first time one opens (AuthDialog). */
export default function AuthDialogBody() {
  const { t } = useTranslation('shell');
  const { mode, openLogin, openRegister, openForgot, close } = useAuthDialog();
  const { clearError } = useSessionActions();
  // An error belongs to the form it came from; a fresh form starts clean.
  const switchTo = (open: () => void) => () => {
    clearError();
    open();
  };
  const [title, description] = HEADINGS[mode === 'closed' ? 'login' : mode];
  return (
    <Modal
      open={mode !== 'closed'}
      onOpenChange={(open) => {
        if (!open) switchTo(close)();
      }}
      art={<LogoMark size={44} />}
      title={t(title)}
      description={t(description)}
    >
      {mode === 'register' ? (
        <RegisterForm onSwitchToLogin={switchTo(openLogin)} />
      ) : mode === 'forgot' ? (
        <ForgotPasswordForm onLogin={openLogin} onLeave={close} />
      ) : (
        <LoginForm onSwitchToRegister={switchTo(openRegister)} onForgot={openForgot} onLeave={close} />
      )}
    </Modal>
  );
}
