import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { CHAT_IMAGE_MAX_BYTES, CHAT_VIDEO_MAX_BYTES, ChatContentType, type ChatContentTypeValue } from '../../../models/realtime/chat';
import type { Queryable } from '../../db/database';

/**
 * Chat uploads: the type comes from the file's first bytes (magic numbers), never from its name
 * or the request's Content-Type, so an HTML page named x.png is refused and nothing is ever
 * served under a type that could run script. Bytes live on disk under the data directory,
 * named by their random code; the metadata in `chat_files`.
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

/** Owner of the service's own uploads (desk replies). */
export const DESK_OWNER = 'desk';

const CODE = /^[A-Za-z0-9_-]{22}$/;
export const isFileCode = (code: string): boolean => CODE.test(code);

export interface ChatFiles {
  /** Stores bytes already sniffed as `type`; answers the new file code. */
  save(db: Queryable, owner: string, type: SniffedType, bytes: Uint8Array): Promise<string>;
  /** The file of `code`, or null when unknown. */
  load(db: Queryable, code: string): Promise<{ contentType: SniffedType; bytes: Buffer } | null>;
  /** The type of a file `owner` uploaded, or null when the code is not one of its files. */
  typeOwnedBy(db: Queryable, code: string, owner: string): Promise<SniffedType | null>;
}

export function chatFiles(dir: string): ChatFiles {
  let made: Promise<unknown> | null = null;
  const ensureDir = (): Promise<unknown> => (made ??= mkdir(dir, { recursive: true }));
  return {
    async save(db, owner, type, bytes) {
      await ensureDir();
      const code = randomBytes(16).toString('base64url');
      // Write under a temporary name, then rename: a reader never sees half a file.
      const path = join(dir, code);
      await writeFile(`${path}.part`, bytes, { mode: 0o600 });
      await rename(`${path}.part`, path);
      await db.query('INSERT INTO chat_files (code, owner, content_type, size_bytes) VALUES ($1, $2, $3, $4)', [code, owner, type, bytes.length]);
      return code;
    },
    async load(db, code) {
      if (!isFileCode(code)) return null;
      const [row] = await db.query<{ content_type: SniffedType }>('SELECT content_type FROM chat_files WHERE code = $1', [code]);
      if (!row) return null;
      try {
        return { contentType: row.content_type, bytes: await readFile(join(dir, code)) };
      } catch {
        // Known code but the bytes are gone (another node's disk, or deleted): not found.
        return null;
      }
    },
    async typeOwnedBy(db, code, owner) {
      if (!isFileCode(code)) return null;
      const [row] = await db.query<{ content_type: SniffedType }>('SELECT content_type FROM chat_files WHERE code = $1 AND owner = $2', [code, owner]);
      return row?.content_type ?? null;
    },
  };
}
