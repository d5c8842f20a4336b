import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { MESSAGES_TAB_HREF } from '../../../machines/inbox/messages-input';
import { formatDisplayTime, parseServerTime } from '../../../models/dates';
import { useMessagePopup } from '../../app/content-hooks';
import { Modal } from '../../components/dialog/Modal';
import { Icon } from '../../components/icons/Icon';
import { RichText } from '../../components/rich-text/RichText';
import styles from './NoticePopup.module.css';

/**
 * The message popup of home (spec §2, §4): the first unread personal message, unless its id is
 * the one stored as confirmed. "I have read it" confirms it (stores the id, sends the read call);
 * closing it leaves it unread for another visit. It waits while the notice popup is open.
 */
export function MessagePopup({ waiting }: { waiting: boolean }) {
  const { t } = useTranslation('content');
  const { message, confirm, close } = useMessagePopup();
  const confirmButton = useRef<HTMLButtonElement>(null);
  if (!message || waiting) return null;
  const sent = parseServerTime(message.createTime);
  return (
    <Modal
      open
      onOpenChange={(isOpen) => !isOpen && close()}
      art={<Icon name="mail" size={32} />}
      title={<span lang={message.lang}>{message.title}</span>}
      description={sent ? t('home.messagePopup.subtitle', { time: formatDisplayTime(sent) }) : undefined}
      width={560}
      initialFocus={confirmButton}
    >
      <div lang={message.lang}>
        <RichText html={message.content} className={styles.content} />
      </div>
      <div className={styles.actions}>
        <Link to={MESSAGES_TAB_HREF} className="btn btn--outline" onClick={close}>
          {t('home.messagePopup.all')}
        </Link>
        <button ref={confirmButton} type="button" className="btn btn--primary" onClick={confirm}>
          {t('home.messagePopup.confirm')}
        </button>
      </div>
    </Modal>
  );
}
