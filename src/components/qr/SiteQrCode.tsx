import { QRCodeSVG } from 'qrcode.react';
import { useTranslation } from 'react-i18next';
import styles from './SiteQrCode.module.css';

/** A QR code of this site's address, for opening it (or the app download) on a phone. */
export function SiteQrCode({ size }: { size: number }) {
  const { t } = useTranslation('shell');
  const url = window.location.origin;
  return (
    <span className={styles.frame}>
      <QRCodeSVG value={url} size={size} marginSize={0} role="img" aria-label={t('qr.label', { url })} />
    </span>
  );
}
