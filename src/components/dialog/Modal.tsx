import { Dialog } from 'radix-ui';
import { useRef, type CSSProperties, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../icons/Icon';
import styles from './Modal.module.css';

export interface ModalProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: ReactNode;
  description?: ReactNode;
  /** Something drawn above the title, inside the coloured header. */
  art?: ReactNode;
  width?: number;
  /** What gets focus on open; by default the first focusable element. */
  initialFocus?: RefObject<HTMLElement | null>;
  children: ReactNode;
}

/** A labelled dialog (radix: focus trap, Escape and overlay click close) in the app's look. */
export function Modal({ open, onOpenChange, title, description, art, width = 440, initialFocus, children }: ModalProps) {
  const { t } = useTranslation('shell');
  // Our dialogs open from machine state, not from a radix Trigger, so radix has nowhere to
  // return focus on close; remember what had it and give it back.
  const opener = useRef<HTMLElement | null>(null);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          className={styles.content}
          style={{ '--modal-width': `${width}px` } as CSSProperties}
          onOpenAutoFocus={(event) => {
            opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
            if (initialFocus?.current) {
              event.preventDefault();
              initialFocus.current.focus();
            }
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            if (opener.current?.isConnected) opener.current.focus();
          }}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <header className={styles.header}>
            {art}
            <Dialog.Title className={styles.title}>{title}</Dialog.Title>
            {description && <Dialog.Description className={styles.description}>{description}</Dialog.Description>}
          </header>
          <div className={styles.body}>{children}</div>
          <Dialog.Close className={styles.close} aria-label={t('dialog.close')}>
            <Icon name="close" size={18} />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
