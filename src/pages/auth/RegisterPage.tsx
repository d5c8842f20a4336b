import { RegisterForm } from '../../components/auth/RegisterForm';
import { AuthPage } from './AuthPage';

/** /pages/auth/register (`?invite=` pre-fills the code). */
export function RegisterPage() {
  return (
    <AuthPage
      titleKey="auth.registerTitle"
      subtitleKey="auth.registerSubtitle"
      otherPath="/pages/auth/login"
      renderForm={(switchForm) => <RegisterForm onSwitchToLogin={switchForm} />}
    />
  );
}
