import { useDeferredValue, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDisplayTime, parseServerTime } from '../../../models/dates';
import { useNoticePopup } from '../../app/hooks';
import { Icon } from '../../components/icons/Icon';
import { Modal } from '../../components/dialog/Modal';
import { RichText } from '../../components/rich-text/RichText';
import styles from './NoticePopup.module.css';

/** The latest notice, once a day (the notices machine decides when). */
export function NoticePopup() {
  const { t } = useTranslation('shell');
  const { open, notice, dismiss, dismissForToday } = useNoticePopup();
  // It opens in a render of its own, after the page it stands over (one long task of a phone's
  // start-up fewer); it closes at once.
  const shown = useDeferredValue(open, false) && open;
  // The safe choice gets focus, so a reflexive Enter does not hide notices for the whole day.
  const closeButton = useRef<HTMLButtonElement>(null);
  if (!notice) return null;
  const published = parseServerTime(notice.createTime);
  return (
    <Modal
      open={shown}
      onOpenChange={(isOpen) => !isOpen && dismiss()}
      art={<Icon name="megaphone" size={32} />}
      title={notice.title}
      description={published ? t('home.popup.subtitle', { time: formatDisplayTime(published) }) : undefined}
      width={560}
      initialFocus={closeButton}
    >
      <RichText html={notice.content} className={styles.content} />
      <div className={styles.actions}>
        <button type="button" className="btn btn--outline" onClick={dismissForToday}>
          {t('home.popup.notToday')}
        </button>
        <button ref={closeButton} type="button" className="btn btn--primary" onClick={dismiss}>
          {t('home.popup.close')}
        </button>
      </div>
    </Modal>
  );
}
