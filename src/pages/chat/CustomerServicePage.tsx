import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { CHAT_TOP_LOAD_PX, type ChatMessage } from '../../../models/realtime/chat';
import { useRuntimeConfig } from '../../app/hooks';
import { Modal } from '../../components/dialog/Modal';
import { Icon } from '../../components/icons/Icon';
import { RichText } from '../../components/rich-text/RichText';
import { chatBaseOf } from '../../realtime/chat-services';
import { ChatComposer } from './ChatComposer';
import { ChatMessageItem } from './ChatMessageItem';
import styles from './CustomerServicePage.module.css';
import { useCustomerChat, type CustomerChatView } from './useCustomerChat';

/** Within this many px of the bottom the list follows new messages. */
const FOLLOW_PX = 80;

/**
 * /pages/chat/customer-service (spec §2 "Customer-service chat"): the service's name, the
 * conversation (421 px, older pages as the player scrolls near its top), the welcome text, the
 * quick questions, and the message box with uploads. A failed load or a lost connection shows
 * an alert; its OK leaves for home. Everything it shows is the customer-chat actor's.
 */
export function CustomerServicePage() {
  const { t } = useTranslation('chat');
  const chat = useCustomerChat();
  const ready = chat.phase === 'ready';
  const serviceName = chat.customer?.serviceName || t('title');
  const status = chat.phase === 'alert' ? t('status.offline') : ready ? t('status.online') : t('status.connecting');

  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="chat-title">
        <header className={styles.header}>
          <span className={styles.avatar} aria-hidden="true">
            <Icon name="headset" size={26} />
          </span>
          <div>
            <h1 id="chat-title" className={styles.title}>
              {serviceName}
            </h1>
            <p className={styles.status}>
              <span className={`${styles.dot} ${ready ? styles.dotOn : ''}`} aria-hidden="true" />
              {status}
            </p>
          </div>
        </header>
        <ChatList chat={chat} serviceName={serviceName} />
        {chat.customer && chat.customer.questions.length > 0 && (
          <nav className={styles.questions} aria-label={t('quickQuestions')}>
            <span className={styles.questionsLabel}>{t('quickQuestions')}</span>
            <ul>
              {chat.customer.questions.map((question) => (
                <li key={question.id}>
                  <button type="button" className={styles.tag} disabled={!ready} title={question.question} onClick={() => chat.ask(question.id)}>
                    {question.keyword}
                  </button>
                </li>
              ))}
            </ul>
          </nav>
        )}
        <ChatComposer enabled={ready} uploading={chat.uploading} onSend={chat.send} onUpload={chat.upload} />
      </section>
      <Modal open={chat.alert !== null} onOpenChange={(open) => !open && chat.confirmAlert()} title={t('alert.title')} width={400}>
        <p className={styles.alertText}>{chat.alert === 'loadFailed' ? t('alert.loadFailed') : t('alert.connectionLost')}</p>
        <button type="button" className="btn btn--primary btn--block" onClick={chat.confirmAlert}>
          {t('alert.ok')}
        </button>
      </Modal>
    </div>
  );
}

function ChatList({ chat, serviceName }: { chat: CustomerChatView; serviceName: string }) {
  const { t } = useTranslation('chat');
  const chatBase = chatBaseOf(useRuntimeConfig());
  const list = useRef<HTMLDivElement>(null);
  // Where the player was, measured from the bottom, and the ends of what was shown.
  const view = useRef({ fromBottom: 0, first: '', last: '', count: 0 });
  const shown = chat.messages.filter((m) => m.status !== 1);
  const { messages, noMore, phase, scrolled } = chat;

  useLayoutEffect(() => {
    const el = list.current;
    if (!el) return;
    const key = (m: ChatMessage | undefined) => (m ? m._id || m.msgId : '');
    const before = view.current;
    const first = key(messages[0]);
    const last = key(messages.at(-1));
    if (before.count > 0 && first !== before.first && last === before.last) {
      // An older page came in above: keep the messages the player was reading in place.
      el.scrollTop = el.scrollHeight - el.clientHeight - before.fromBottom;
    } else if (last !== before.last && (before.count === 0 || before.fromBottom < FOLLOW_PX || messages.at(-1)?.sendType === 1)) {
      el.scrollTop = el.scrollHeight;
    }
    view.current = { fromBottom: el.scrollHeight - el.clientHeight - el.scrollTop, first, last, count: messages.length };
    // A first page shorter than the list cannot be scrolled: ask for older ones at once.
    if (phase === 'ready' && !noMore && el.scrollHeight <= el.clientHeight) scrolled(0);
  }, [messages, noMore, phase, scrolled]);

  return (
    <div
      ref={list}
      className={styles.list}
      role="log"
      aria-label={t('list')}
      aria-busy={phase === 'loading' || chat.loadingOlder}
      tabIndex={0}
      onScroll={(event) => {
        const el = event.currentTarget;
        view.current.fromBottom = el.scrollHeight - el.clientHeight - el.scrollTop;
        if (el.scrollTop <= CHAT_TOP_LOAD_PX) scrolled(el.scrollTop);
      }}
    >
      {phase === 'loading' ? (
        <p className={styles.notice}>
          <span className={styles.spinner} aria-hidden="true" /> {t('loading')}
        </p>
      ) : (
        <>
          <p className={styles.notice}>{chat.loadingOlder ? t('loadingOlder') : noMore ? t('noMore') : t('earlier')}</p>
          {noMore && chat.customer?.welcome && (
            <div className={`${styles.message} ${styles.theirs}`}>
              <span className="visually-hidden">{serviceName}: </span>
              <div className={`${styles.bubble} ${styles.welcome}`}>
                <RichText html={chat.customer.welcome} />
              </div>
            </div>
          )}
          <ol className={styles.messages}>
            {shown.map((message) => (
              <ChatMessageItem key={message.msgId || message._id} message={message} chatBase={chatBase} serviceName={serviceName} onResend={chat.resend} />
            ))}
          </ol>
        </>
      )}
    </div>
  );
}
