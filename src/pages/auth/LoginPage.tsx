import { LoginForm } from '../../components/auth/LoginForm';
import { AuthPage } from './AuthPage';

/** /pages/auth/login. */
export function LoginPage() {
  return (
    <AuthPage
      titleKey="auth.loginTitle"
      subtitleKey="auth.loginSubtitle"
      otherPath="/pages/auth/register"
      renderForm={(switchForm) => <LoginForm onSwitchToRegister={switchForm} />}
    />
  );
}
