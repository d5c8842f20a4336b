import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { formatAmount } from '../../../models/money';
import type { PersonalMessage } from '../../../models/content';
import type { Notice } from '../../../models/entities';
import { useMessages, useNoticeList } from '../../app/content-hooks';
import { useAuthDialog, useSession } from '../../app/hooks';
import { Icon } from '../../components/icons/Icon';
import { PageLoading } from '../../components/loading/PageLoading';
import { displayServerTime } from '../../games/common/serverTime';
import { panelId, tabId, Tabs } from '../../games/common/Tabs';
import { ContentItem } from './ContentItem';
import { Empty, Failed } from './ContentStates';
import { preview } from './preview';
import { toggled } from './toggled';
import styles from './MessagePage.module.css';

const TABS = 'message-tabs';
type Tab = 'notices' | 'messages';

/**
 * /message (spec §2 "Activities, messages"): notices for everyone, personal messages for members
 * (a visitor asking for them gets the login dialog, and may still read notices). Each item
 * expands to its rich text; expanding an unread message marks it read and the badge drops at
 * once. `?notice=<id>` opens one notice, `?tab=messages` the messages. The login and register
 * dialogs open from here.
 */
export function MessagePage() {
  const { t } = useTranslation('content');
  const [params, setParams] = useSearchParams();
  const messages = useMessages();
  const tab: Tab = params.get('tab') === 'messages' ? 'messages' : 'notices';
  const linkedNotice = Number(params.get('notice')) || null;

  const select = (id: string) => {
    if (id === 'messages') messages.openTab();
    else setParams({}, { replace: false });
  };

  return (
    <div className={styles.page}>
      <header className={styles.hero}>
        <h1 className={styles.title}>{t('message.title')}</h1>
        <p className={styles.subtitle}>{t('message.subtitle')}</p>
      </header>
      <div className={styles.panel}>
        <Tabs
          label={t('message.tabs')}
          idPrefix={TABS}
          variant="underline"
          selectedId={tab}
          onSelect={select}
          items={[
            { id: 'notices', label: t('message.notices') },
            {
              id: 'messages',
              label: (
                <span className={styles.tabLabel}>
                  {t('message.messages')}
                  {messages.readCount > 0 && (
                    <span className={styles.badge}>
                      <span aria-hidden="true">{messages.readCount > 99 ? '99+' : messages.readCount}</span>
                      <span className="visually-hidden">{t('message.unreadCount', { count: messages.readCount })}</span>
                    </span>
                  )}
                </span>
              ),
            },
          ]}
        />
        <div id={panelId(TABS)} role="tabpanel" aria-labelledby={tabId(TABS, tab)} className={styles.body}>
          {tab === 'notices' ? <NoticeList key={linkedNotice ?? 0} linked={linkedNotice} /> : <MessageList />}
        </div>
      </div>
    </div>
  );
}

function NoticeList({ linked }: { linked: number | null }) {
  const { t } = useTranslation('content');
  const { notices, status, retry } = useNoticeList();
  // Which notices are open is purely visual; a deep link opens its notice.
  const [open, setOpen] = useState<ReadonlySet<number>>(() => new Set(linked ? [linked] : []));
  if (status === 'loading' && notices.length === 0) return <PageLoading />;
  if (status === 'failed') return <Failed text={t('message.noticesFailed')} retry={retry} />;
  if (notices.length === 0) return <Empty text={t('message.noticesEmpty')} />;
  const toggle = (id: number) => setOpen((current) => toggled(current, id));
  return (
    <ul className={styles.list}>
      {notices.map((notice: Notice & { lang?: string }) => (
        <ContentItem
          key={notice.id}
          title={notice.title}
          {...(notice.lang ? { lang: notice.lang } : {})}
          meta={displayServerTime(notice.createTime)}
          preview={preview(notice.content)}
          leading={<Icon name="megaphone" size={22} className={styles.noticeIcon} />}
          html={notice.content}
          expanded={open.has(notice.id)}
          onToggle={() => toggle(notice.id)}
          focusOnMount={notice.id === linked}
        />
      ))}
    </ul>
  );
}

function MessageList() {
  const { t } = useTranslation('content');
  const { isLoggedIn } = useSession();
  const messages = useMessages();
  const [open, setOpen] = useState<ReadonlySet<number>>(() => new Set());
  if (!isLoggedIn) return <LoginNeeded />;
  if (messages.status === 'loading' || messages.status === 'visitor') return <PageLoading />;
  if (messages.status === 'failed') return <Failed text={t('message.messagesFailed')} retry={messages.retry} />;
  if (messages.messages.length === 0) return <Empty text={t('message.messagesEmpty')} />;
  const toggle = (message: PersonalMessage) => {
    const opening = !open.has(message.id);
    setOpen((current) => toggled(current, message.id));
    // Spec §4: expanding an unread message marks it read.
    if (opening && message.status === 0) messages.read(message.id);
  };
  return (
    <ul className={styles.list}>
      {messages.messages.map((message) => (
        <ContentItem
          key={message.id}
          title={message.title}
          lang={message.lang}
          meta={displayServerTime(message.createTime)}
          preview={preview(message.content)}
          leading={<Icon name="mail" size={22} className={message.status === 0 ? styles.unreadIcon : styles.readIcon} />}
          html={message.content}
          expanded={open.has(message.id)}
          onToggle={() => toggle(message)}
          {...(message.status === 0 ? { unreadLabel: t('message.unread') } : {})}
          {...(message.coin > 0 ? { footer: <Gift message={message} claiming={messages.claiming === message.id} onClaim={() => messages.claim(message.id)} /> } : {})}
        />
      ))}
    </ul>
  );
}

/** A message's gift (ledger type 10), claimed once. */
function Gift({ message, claiming, onClaim }: { message: PersonalMessage; claiming: boolean; onClaim(): void }) {
  const { t } = useTranslation('content');
  const amount = formatAmount(message.coin);
  return (
    <div className={styles.gift}>
      <Icon name="gift" size={20} />
      <span>{t('message.gift', { amount })}</span>
      {message.coinClaimed ? (
        <span className={styles.claimed}>
          <Icon name="check" size={16} />
          {t('message.giftClaimed')}
        </span>
      ) : (
        <button type="button" className="btn btn--gold" onClick={onClaim} disabled={claiming} aria-busy={claiming}>
          {t(claiming ? 'message.giftClaiming' : 'message.giftClaim')}
        </button>
      )}
    </div>
  );
}

function LoginNeeded() {
  const { t } = useTranslation('content');
  const { openLogin, openRegister } = useAuthDialog();
  return (
    <div className={styles.state}>
      <Icon name="lock" size={32} />
      <p className={styles.stateTitle}>{t('message.loginTitle')}</p>
      <p>{t('message.loginText')}</p>
      <div className={styles.stateActions}>
        <button type="button" className="btn btn--primary" onClick={openLogin}>
          {t('message.login')}
        </button>
        <button type="button" className="btn btn--outline" onClick={openRegister}>
          {t('message.register')}
        </button>
      </div>
    </div>
  );
}
