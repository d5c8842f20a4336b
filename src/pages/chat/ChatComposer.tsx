import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CHAT_TEXT_MAX, CHAT_UPLOAD_TYPES } from '../../../models/realtime/chat';
import { ChatGlyph } from './ChatGlyph';
import styles from './CustomerServicePage.module.css';

/** What the file picker offers: the extensions chat accepts and their types. */
const ACCEPT = [...Object.keys(CHAT_UPLOAD_TYPES).map((ext) => `.${ext}`), ...new Set(Object.values(CHAT_UPLOAD_TYPES))].join(',');

export interface ChatComposerProps {
  enabled: boolean;
  uploading: boolean;
  onSend(text: string): void;
  onUpload(file: File): void;
}

/**
 * The message box: several lines (Enter sends, Shift+Enter breaks the line, as the hint says;
 * an input method's Enter that picks a candidate sends nothing), the send button, and the
 * upload button that opens a hidden file picker limited to pictures and mp4 videos.
 */
export function ChatComposer({ enabled, uploading, onSend, onUpload }: ChatComposerProps) {
  const { t } = useTranslation('chat');
  const [text, setText] = useState('');
  const fileInput = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const inputId = useId();
  const blank = text.trim() === '';

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (!enabled || blank) return;
    onSend(text);
    setText('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  };

  return (
    <form className={styles.composer} onSubmit={submit}>
      <label htmlFor={inputId} className="visually-hidden">
        {t('message')}
      </label>
      <textarea
        id={inputId}
        className={styles.input}
        value={text}
        rows={3}
        maxLength={CHAT_TEXT_MAX}
        placeholder={t('placeholder')}
        aria-describedby={hintId}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <div className={styles.actions}>
        <p id={hintId} className={styles.hint}>
          {t('hint')}
        </p>
        <input
          ref={fileInput}
          type="file"
          accept={ACCEPT}
          hidden
          data-testid="chat-file"
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) onUpload(file);
            event.target.value = '';
          }}
        />
        <button type="button" className={`btn btn--outline ${styles.upload}`} disabled={!enabled || uploading} onClick={() => fileInput.current?.click()} title={t('upload')}>
          {uploading ? <span className={styles.spinner} aria-hidden="true" /> : <ChatGlyph name="attach" />}
          <span className={styles.uploadLabel}>{uploading ? t('uploading') : t('upload')}</span>
        </button>
        <button type="submit" className={`btn btn--primary ${styles.send}`} disabled={!enabled || blank}>
          <ChatGlyph name="send" size={18} />
          {t('send')}
        </button>
      </div>
    </form>
  );
}
