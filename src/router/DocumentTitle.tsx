import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router-dom';
import { useAppName } from '../components/brand/useAppName';
import { formatPageTitle, titleKeyOf } from './pageTitle';

/**
 * Keeps `document.title` at "<page> - <product>" from the matched route's `handle.titleKey`, and
 * the page's meta description (index.html's, in zh-CN) in the reader's language.
 */
export function DocumentTitle() {
  const { t } = useTranslation('shell');
  const appName = useAppName();
  const titleKey = titleKeyOf(useMatches());
  const pageTitle = titleKey ? t(titleKey) : null;
  const description = t('app.description');
  useEffect(() => {
    document.title = formatPageTitle(pageTitle, appName);
  }, [pageTitle, appName]);
  useEffect(() => {
    document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [description]);
  return null;
}
