import { ErrorPage } from './ErrorPage';

export function UnauthorizedPage() {
  return <ErrorPage code="401" titleKey="errorPage.unauthorizedTitle" textKey="errorPage.unauthorizedText" />;
}
