import { useTranslation } from 'react-i18next';
import { ChatContentType, ChatSendState, ChatSendType, type ChatMessage } from '../../../models/realtime/chat';
import { Icon } from '../../components/icons/Icon';
import { chatFileUrl } from '../../realtime/chat-services';
import styles from './CustomerServicePage.module.css';

export interface ChatMessageItemProps {
  message: ChatMessage;
  chatBase: string;
  serviceName: string;
  onResend(msgId: string): void;
}

const timeOf = (ms: number, language: string) => new Date(ms).toLocaleTimeString(language, { hour: '2-digit', minute: '2-digit' });

/**
 * One message of the chat: the visitor's own on the right, the service's on the left; text
 * (and a quick question) as plain text, pictures and videos from getFile; while on its way a
 * spinner, and when it failed a button that sends it again.
 */
export function ChatMessageItem({ message, chatBase, serviceName, onResend }: ChatMessageItemProps) {
  const { t, i18n } = useTranslation('chat');
  const own = message.sendType === ChatSendType.own;
  const who = own ? t('you') : serviceName || t('service');
  let body;
  if (message.contentType === ChatContentType.image) {
    const src = chatFileUrl(chatBase, message.content);
    body = (
      <a href={src} target="_blank" rel="noopener noreferrer" className={styles.media} aria-label={t('openImage')}>
        <img src={src} alt={t('image')} loading="lazy" />
      </a>
    );
  } else if (message.contentType === ChatContentType.video) {
    body = (
      <video className={styles.media} src={chatFileUrl(chatBase, message.content)} controls preload="metadata" aria-label={t('video')}>
        {t('video')}
      </video>
    );
  } else {
    body = <p className={styles.text}>{message.content}</p>;
  }
  return (
    <li className={`${styles.message} ${own ? styles.own : styles.theirs}`} data-testid="chat-message" data-sender={own ? 'own' : 'service'} data-send-state={message.sendState}>
      <span className="visually-hidden">{who}: </span>
      <div className={styles.bubble}>{body}</div>
      <div className={styles.meta}>
        {message.sendState === ChatSendState.sending && <span className={styles.spinner} role="status" aria-label={t('sending')} />}
        {message.sendState === ChatSendState.failed && (
          <button type="button" className={styles.failed} onClick={() => onResend(message.msgId)} aria-label={t('resend')} title={t('resend')}>
            <Icon name="alert" size={16} />
          </button>
        )}
        {message.sendTime > 0 && <time dateTime={new Date(message.sendTime).toISOString()}>{timeOf(message.sendTime, i18n.language)}</time>}
      </div>
    </li>
  );
}
