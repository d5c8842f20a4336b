import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router-dom';
import { ComingSoon } from '../../components/coming-soon/ComingSoon';
import { titleKeyOf } from '../../router/pageTitle';

/** Route component for the pages other features will fill; named after the route's title. */
export function ComingSoonPage() {
  const { t } = useTranslation('shell');
  const titleKey = titleKeyOf(useMatches());
  return <ComingSoon title={titleKey ? t(titleKey) : t('comingSoon.title')} />;
}
