import { Dialog } from 'radix-ui';
import type { CSSProperties, ReactNode } from 'react';
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
  children: ReactNode;
}

/** A labelled dialog (radix: focus trap, Escape and overlay click close) in the app's look. */
export function Modal({ open, onOpenChange, title, description, art, width = 440, children }: ModalProps) {
  const { t } = useTranslation('shell');
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          className={styles.content}
          style={{ '--modal-width': `${width}px` } as CSSProperties}
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
