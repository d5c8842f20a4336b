import { useSelector } from '../../../app/use-selector';
import { QRCodeSVG } from 'qrcode.react';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useAgentShare, type AgentShareRef } from '../../../app/profile-hooks';
import { Icon } from '../../../components/icons/Icon';
import { PageLoading } from '../../../components/loading/PageLoading';
import { RichText } from '../../../components/rich-text/RichText';
import { LoadFailed, Message, Panel } from '../pageParts';
import panel from '../panel.module.css';
import styles from './AgentSharePage.module.css';
import { tagOf } from '../../../app/tag-of';

/** Spec §2: the share QR is 156 px. */
const QR_SIZE = 156;

/**
 * Agent share (spec §2): the QR of the share link, the invite code, the recharge notice, a button
 * that copies the link (with a visible confirmation, and the link selected to copy by hand when the
 * browser refuses), and how to share.
 */
export function AgentSharePage() {
  const agent = useAgentShare();
  return agent ? <AgentShare agent={agent} /> : <PageLoading />;
}

function AgentShare({ agent }: { agent: AgentShareRef }) {
  const { t } = useTranslation('account');
  const page = useSelector(agent, (s) => s.context.page);
  const status = useSelector(agent, (s) => tagOf(s, ['failed', 'loading'], 'ready'));
  return (
    <Panel id="agent-share-title" icon="share" title={t('agent.shareTitle')}>
      {status === 'failed' && <LoadFailed onRetry={() => agent.send({ type: 'agent.retry' })} />}
      {status === 'loading' && <PageLoading />}
      {status === 'ready' && page && (
        <>
          <div className={styles.share}>
            <figure className={styles.qr}>
              <span className={styles.qrFrame}>
                <QRCodeSVG value={page.share.shareUrlImage || page.share.shareUrlPc} size={QR_SIZE} marginSize={0} role="img" aria-label={t('agent.qr')} />
              </span>
              <figcaption>{t('agent.scan')}</figcaption>
            </figure>
            <div className={styles.details}>
              <p className={styles.codeLine}>
                <span className={styles.codeLabel}>{t('agent.inviteCode')}</span>
                <strong className={styles.code}>{page.share.code}</strong>
              </p>
              <CopyLink agent={agent} url={page.share.shareUrlPc} />
            </div>
          </div>
          {page.share.content && (
            <div className={panel.section}>
              <h3 className={panel.sectionTitle}>{t('agent.notice')}</h3>
              <RichText html={page.share.content} />
            </div>
          )}
          <div className={panel.section}>
            <h3 className={panel.sectionTitle}>{t('agent.ways')}</h3>
            {page.content.content && <RichText html={page.content.content} />}
            {page.content.rebatePermille > 0 && <p>{t('agent.rebate', { rate: `${page.content.rebatePermille / 10}%` })}</p>}
          </div>
        </>
      )}
    </Panel>
  );
}

function CopyLink({ agent, url }: { agent: AgentShareRef; url: string }) {
  const { t } = useTranslation('account');
  const copy = useSelector(agent, (s) => (s.hasTag('copyFailed') ? 'failed' : tagOf(s, ['copied', 'copying'], 'idle')));
  const id = useId();
  const link = useRef<HTMLInputElement>(null);
  // When the browser refused to copy, the link gets focus, selected, so one key press copies it.
  useEffect(() => {
    if (copy !== 'failed') return;
    link.current?.focus();
    link.current?.select();
  }, [copy]);
  return (
    <div className={styles.link}>
      <label htmlFor={id} className={styles.codeLabel}>
        {t('agent.link')}
      </label>
      <div className={styles.linkRow}>
        <input ref={link} id={id} className={styles.linkInput} value={url} readOnly onFocus={(event) => event.currentTarget.select()} />
        <button type="button" className="btn btn--primary" onClick={() => agent.send({ type: 'agent.copy' })} disabled={copy === 'copying'}>
          <Icon name="share" size={16} />
          {t('agent.copy')}
        </button>
      </div>
      {copy === 'copied' && <Message tone="notice">{t('agent.copied')}</Message>}
      {copy === 'failed' && <Message tone="error">{t('agent.copyFailed')}</Message>}
    </div>
  );
}
