import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router-dom';
import { useAppName } from '../components/brand/useAppName';
import { formatPageTitle, titleKeyOf } from './pageTitle';

/** Keeps `document.title` at "<page> - <product>" from the matched route's `handle.titleKey`. */
export function DocumentTitle() {
  const { t } = useTranslation('shell');
  const appName = useAppName();
  const titleKey = titleKeyOf(useMatches());
  const pageTitle = titleKey ? t(titleKey) : null;
  useEffect(() => {
    document.title = formatPageTitle(pageTitle, appName);
  }, [pageTitle, appName]);
  return null;
}
