import { CHAT_IMAGE_MAX_BYTES, CHAT_VIDEO_MAX_BYTES, ChatContentType, type ChatContentTypeValue } from '../../../models/realtime/chat';

/**
 * The types chat accepts, told from a file's first bytes (magic numbers), never from its name or
 * the request's Content-Type, and each type's size limit.
 */

export type SniffedType = 'image/png' | 'image/jpeg' | 'image/gif' | 'video/mp4';

const startsWith = (bytes: Uint8Array, prefix: readonly number[], at = 0): boolean =>
  bytes.length >= at + prefix.length && prefix.every((byte, index) => bytes[at + index] === byte);

const ascii = (text: string): number[] => [...text].map((char) => char.charCodeAt(0));

/** The type the bytes are, or null for anything chat does not accept. */
export function sniffType(bytes: Uint8Array): SniffedType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'image/gif';
  // ISO base media: a box size, then 'ftyp' and a brand (isom, mp41, mp42, avc1, …).
  if (startsWith(bytes, ascii('ftyp'), 4) && bytes.length >= 12) return 'video/mp4';
  return null;
}

export const contentTypeOfFile = (type: SniffedType): ChatContentTypeValue => (type === 'video/mp4' ? ChatContentType.video : ChatContentType.image);

export const maxBytesOf = (type: SniffedType): number => (type === 'video/mp4' ? CHAT_VIDEO_MAX_BYTES : CHAT_IMAGE_MAX_BYTES);
