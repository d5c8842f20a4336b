import { useSelector } from '../../../app/use-selector';
import { useTranslation } from 'react-i18next';
import { useVip, type VipRef } from '../../../app/profile-hooks';
import { PageLoading } from '../../../components/loading/PageLoading';
import { RichText } from '../../../components/rich-text/RichText';
import { VipLevels } from '../../../components/vip/VipLevels';
import { LoadFailed, Panel } from '../pageParts';
import styles from '../panel.module.css';
import { tagOf } from '../../../app/tag-of';

/** VIP (spec §2, only when vipSwitch is on): the player's level and progress, the levels, the explanation. */
export function VipPage() {
  const vip = useVip();
  return vip ? <Vip vip={vip} /> : <PageLoading />;
}

function Vip({ vip }: { vip: VipRef }) {
  const { t } = useTranslation('account');
  const config = useSelector(vip, (s) => s.context.config);
  const status = useSelector(vip, (s) => tagOf(s, ['failed', 'loading'], 'ready'));
  return (
    <Panel id="vip-title" icon="crown" title={t('vip.title')}>
      {status === 'failed' && <LoadFailed onRetry={() => vip.send({ type: 'vip.retry' })} />}
      {status === 'loading' && <PageLoading />}
      {status === 'ready' && config && (
        <>
          <VipLevels config={config} />
          {config.content && (
            <div className={styles.section}>
              <h3 className={styles.sectionTitle}>{t('vip.about')}</h3>
              <RichText html={config.content} />
            </div>
          )}
        </>
      )}
    </Panel>
  );
}
