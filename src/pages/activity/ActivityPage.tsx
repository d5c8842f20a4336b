import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useActivities, useContentScreen } from '../../app/content-hooks';
import { PageLoading } from '../../components/loading/PageLoading';
import { ContentItem } from '../message/ContentItem';
import { Empty, Failed } from '../message/ContentStates';
import { toggled } from '../message/toggled';
import styles from '../message/MessagePage.module.css';
import own from './ActivityPage.module.css';

/**
 * /activity (spec §2 "Activities"): every promotion with its icon, name and note; one expands
 * to its rich-text detail. `?activity=<id>` (a banner of type 1) opens that one. The list is
 * the content owner's actor for this screen: loading, ready (maybe empty), or failed with a retry.
 */
export function ActivityPage() {
  const { t } = useTranslation('content');
  useContentScreen('activity');
  const activities = useActivities();
  const [params] = useSearchParams();
  const linked = Number(params.get('activity')) || null;
  // Which promotions are open is purely visual; a deep link opens its promotion.
  const [open, setOpen] = useState<ReadonlySet<number>>(() => new Set(linked ? [linked] : []));

  let body;
  if (activities.status === 'loading') body = <PageLoading />;
  else if (activities.status === 'failed') body = <Failed text={t('activity.failed')} retry={activities.retry} />;
  else if (activities.items.length === 0) body = <Empty text={t('activity.empty')} icon="gift" />;
  else {
    body = (
      <ul className={styles.list}>
        {activities.items.map((activity) => (
          <ContentItem
            key={activity.id}
            title={activity.activeName}
            lang={activity.lang}
            meta={activity.note}
            leading={<img className={own.icon} src={activity.activeIconPc} alt="" width={88} height={88} />}
            html={activity.activeRemark}
            expanded={open.has(activity.id)}
            onToggle={() => setOpen((current) => toggled(current, activity.id))}
            focusOnMount={activity.id === linked}
          />
        ))}
      </ul>
    );
  }

  return (
    <div className={styles.page}>
      <header className={`${styles.hero} ${own.hero}`}>
        <h1 className={styles.title}>{t('activity.title')}</h1>
        <p className={styles.subtitle}>{t('activity.subtitle')}</p>
      </header>
      <div className={styles.panel}>
        <div className={styles.body}>{body}</div>
      </div>
    </div>
  );
}
