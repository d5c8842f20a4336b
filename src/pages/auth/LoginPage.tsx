import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { useSession, useSessionActions } from '../../app/hooks';
import { LoginForm } from '../../components/auth/LoginForm';
import { StandalonePage } from '../standalone/StandalonePage';

/** /pages/auth/login: the login form as a page; a logged-in player goes on to the home page. */
export function LoginPage() {
  const { t } = useTranslation('shell');
  const { isLoggedIn } = useSession();
  const { search } = useLocation();
  const navigate = useNavigate();
  const { clearError } = useSessionActions();
  const switchForm = () => {
    clearError();
    navigate({ pathname: '/pages/auth/register', search });
  };
  if (isLoggedIn) return <Navigate to="/home" replace />;
  return (
    <StandalonePage title={t('auth.loginTitle')} subtitle={t('auth.loginSubtitle')}>
      <LoginForm onSwitchToRegister={switchForm} />
    </StandalonePage>
  );
}
