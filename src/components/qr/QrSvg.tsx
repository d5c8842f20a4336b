import { QRCodeSVG } from 'qrcode.react';

/** The drawing of a QR code (qrcode.react), its own chunk: SiteQrCode loads it when it is about to be seen. */
export default function QrSvg({ value, size }: { value: string; size: number }) {
  return <QRCodeSVG value={value} size={size} marginSize={0} aria-hidden="true" />;
}
