import { useTranslation } from 'react-i18next';
import { pwaView, type PwaRef } from '../../../machines/app/pwa-view';
import { useRuntime } from '../../app/system';
import { useSelector } from '../../app/use-selector';
import { Modal } from '../../components/dialog/Modal';
import styles from './PwaPrompts.module.css';

/**
 * The installable app's prompts (machines/app/pwa.machine.ts): "a new version is ready" with
 * reload now or later, and the install dialog the "app download" QR code opens. A chunk of its
 * own, drawn while one of them shows (AppLayout).
 */
export default function PwaPrompts() {
  // Drawn only while the actor runs (AppLayout).
  const pwa = useSelector(useRuntime().actor, (s) => s.children.pwa) as PwaRef;
  const updatePrompt = useSelector(pwa, (s) => pwaView(s).updatePrompt);
  const reloading = useSelector(pwa, (s) => pwaView(s).reloading);
  const installOffer = useSelector(pwa, (s) => pwaView(s).installOffer);
  const install = useSelector(pwa, (s) => pwaView(s).install);
  const { t } = useTranslation('pwa');

  return (
    <>
      {updatePrompt && (
        <section className={styles.update} role="status" aria-labelledby="pwa-update-title">
          <div className={styles.updateText}>
            <h2 id="pwa-update-title" className={styles.updateTitle}>
              {t('update.title')}
            </h2>
            <p>{t('update.text')}</p>
          </div>
          <div className={styles.actions}>
            <button type="button" className="btn btn--gold" disabled={reloading} onClick={() => pwa.send({ type: 'pwa.update.apply' })}>
              {reloading ? t('update.reloading') : t('update.apply')}
            </button>
            <button type="button" className="btn btn--on-dark" disabled={reloading} onClick={() => pwa.send({ type: 'pwa.update.later' })}>
              {t('update.later')}
            </button>
          </div>
        </section>
      )}
      <Modal open={installOffer} onOpenChange={(open) => !open && pwa.send({ type: 'pwa.install.close' })} title={t('install.title')} description={t('install.text')} width={440}>
        <div className={styles.install}>
          {install === 'installed' && <p role="status">{t('install.installed')}</p>}
          {(install === 'prompt' || install === 'installing') && (
            <button type="button" className="btn btn--primary btn--lg btn--block" disabled={install === 'installing'} onClick={() => pwa.send({ type: 'pwa.install' })}>
              {install === 'installing' ? t('install.installing') : t('install.action')}
            </button>
          )}
          {install === 'instructions' && (
            <>
              <h3 className={styles.howTitle}>{t('install.howTitle')}</h3>
              <ul className={styles.how}>
                <li>{t('install.howChrome')}</li>
                <li>{t('install.howSafari')}</li>
              </ul>
            </>
          )}
          <button type="button" className="btn btn--outline btn--block" onClick={() => pwa.send({ type: 'pwa.install.close' })}>
            {t('install.close')}
          </button>
        </div>
      </Modal>
    </>
  );
}
