import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { useSession, useSessionActions } from '../../app/hooks';
import { RegisterForm } from '../../components/auth/RegisterForm';
import { StandalonePage } from '../standalone/StandalonePage';

/** /pages/auth/register: the registration form as a page (`?invite=` pre-fills the code). */
export function RegisterPage() {
  const { t } = useTranslation('shell');
  const { isLoggedIn } = useSession();
  const { search } = useLocation();
  const navigate = useNavigate();
  const { clearError } = useSessionActions();
  const switchForm = () => {
    clearError();
    navigate({ pathname: '/pages/auth/login', search });
  };
  if (isLoggedIn) return <Navigate to="/home" replace />;
  return (
    <StandalonePage title={t('auth.registerTitle')} subtitle={t('auth.registerSubtitle')}>
      <RegisterForm onSwitchToLogin={switchForm} />
    </StandalonePage>
  );
}
