import { ErrorPage } from './ErrorPage';

export function NotFoundPage() {
  return <ErrorPage code="404" titleKey="errorPage.notFoundTitle" textKey="errorPage.notFoundText" />;
}
