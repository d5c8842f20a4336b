import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Banner } from '../../../models/content';
import { Modal } from '../../components/dialog/Modal';
import { prefersReducedMotion } from '../../games/common/motion';
import styles from './BannerVideo.module.css';

/**
 * A video banner's video (spec §3: banner type 3) in a dialog: focus moves into it, the player's
 * own controls work from the keyboard (space plays and pauses), Escape or the close button ends
 * it and focus returns to the banner. It starts by itself unless the player asks for less motion.
 */
export function BannerVideo({ banner, onClose }: { banner: Banner; onClose(): void }) {
  const { t } = useTranslation('content');
  // Purely visual: whether the file could be played.
  const [failed, setFailed] = useState(false);
  return (
    <Modal open onOpenChange={(open) => !open && onClose()} title={<span lang={banner.lang}>{banner.title}</span>} width={860}>
      {failed ? (
        <p className={styles.failed} role="alert">
          {t('home.banner.videoFailed')}
        </p>
      ) : (
        <video
          className={styles.video}
          src={banner.videoUrl}
          poster={banner.activeIconPc}
          controls
          playsInline
          preload="metadata"
          autoPlay={!prefersReducedMotion()}
          onError={() => setFailed(true)}
          aria-label={banner.title}
        />
      )}
    </Modal>
  );
}
