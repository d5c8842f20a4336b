/**
 * How much one uploader (a player or a visitor conversation) may upload in any 24 hours
 * (docs/api.md "Uploads"). Enough for a conversation with the desk — a few screenshots and a
 * short video — and a bound on what one caller can put on the server's disk.
 */

export interface UploadQuota {
  files: number;
  bytes: number;
}

export const DEFAULT_UPLOAD_QUOTA: UploadQuota = { files: 30, bytes: 100 * 1024 * 1024 };

/** Bytes the uploader may still send, or null when its files or bytes are used up. */
export function bytesLeft(used: { files: number; bytes: number }, quota: UploadQuota): number | null {
  if (used.files >= quota.files || used.bytes >= quota.bytes) return null;
  return quota.bytes - used.bytes;
}

/** The refusal's text. */
export const quotaMessage = (quota: UploadQuota): string =>
  `upload quota used: at most ${quota.files} files and ${Math.floor(quota.bytes / (1024 * 1024))} MiB per 24 hours`;
