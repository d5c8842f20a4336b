import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { useSession, useSessionActions } from '../../app/hooks';
import { StandalonePage } from '../standalone/StandalonePage';

export interface AuthPageProps {
  titleKey: string;
  subtitleKey: string;
  /** The other auth page, kept with the same query (`?invite=`). */
  otherPath: string;
  renderForm(switchForm: () => void): React.ReactNode;
}

/** The login or register form as a page; a logged-in player goes on to the home page. */
export function AuthPage({ titleKey, subtitleKey, otherPath, renderForm }: AuthPageProps) {
  const { t } = useTranslation('shell');
  const { isLoggedIn } = useSession();
  const { search } = useLocation();
  const navigate = useNavigate();
  const { clearError } = useSessionActions();
  const switchForm = () => {
    clearError();
    navigate({ pathname: otherPath, search });
  };
  if (isLoggedIn) return <Navigate to="/home" replace />;
  return (
    <StandalonePage title={t(titleKey)} subtitle={t(subtitleKey)}>
      {renderForm(switchForm)}
    </StandalonePage>
  );
}
