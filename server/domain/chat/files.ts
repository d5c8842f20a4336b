import { randomBytes } from 'node:crypto';
import type { ReadStream } from 'node:fs';
import { mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import type { Queryable } from '../../db/database';
import { receiveFile, type Intake, type ReceivedFile } from './file-intake';
import type { SniffedType } from './file-types';

/**
 * Chat uploads: the type comes from the file's first bytes (file-types.ts), so an HTML page named
 * x.png is refused and nothing is ever served under a type that could run script. Bytes are
 * streamed to disk under the data directory (file-intake.ts), named by their random code; the
 * metadata in `chat_files`. A file no message carries a day after its upload is removed.
 */

export { contentTypeOfFile, maxBytesOf, sniffType, type SniffedType } from './file-types';

/** Owner of the service's own uploads (desk replies). */
export const DESK_OWNER = 'desk';

/** Uploads no message carries are removed after this. */
export const UNSENT_FILE_LIFETIME_HOURS = 24;
/** Bodies still arriving are kept in this subdirectory; one left by a crash is removed after an hour. */
const INCOMING = 'incoming';
const STALE_INCOMING_MS = 60 * 60 * 1000;

const CODE = /^[A-Za-z0-9_-]{22}$/;
export const isFileCode = (code: string): boolean => CODE.test(code);

export interface ChatFiles {
  /** Streams an upload's body to a temporary file within its type's limit and `quotaBytes`. */
  receive(source: Readable, quotaBytes?: number): Promise<Intake>;
  /** Moves a received file into place under a new code, owned by `owner`; answers the code. */
  keep(db: Queryable, owner: string, file: ReceivedFile): Promise<string>;
  /** Removes a received file that is not kept. */
  discard(file: ReceivedFile): Promise<void>;
  /** The file of `code` as a stream, or null when unknown. */
  open(db: Queryable, code: string): Promise<{ contentType: SniffedType; size: number; stream: ReadStream } | null>;
  /**
   * The type of a file `owner` uploaded, marked as sent (a message now carries it, so housekeeping
   * keeps it); null when the code is not one of its files.
   */
  useInMessage(db: Queryable, code: string, owner: string): Promise<SniffedType | null>;
  /** What `owner` uploaded in the last 24 hours. */
  usage(db: Queryable, owner: string): Promise<{ files: number; bytes: number }>;
  /** Housekeeping: removes files never sent within UNSENT_FILE_LIFETIME_HOURS, and bodies a crash left behind. */
  purgeUnsent(db: Queryable): Promise<number>;
}

export function chatFiles(dir: string): ChatFiles {
  const incoming = join(dir, INCOMING);
  let made: Promise<unknown> | null = null;
  const ensureDirs = (): Promise<unknown> => (made ??= mkdir(incoming, { recursive: true, mode: 0o700 }));
  return {
    async receive(source, quotaBytes) {
      await ensureDirs();
      return receiveFile(source, incoming, quotaBytes);
    },
    async keep(db, owner, file) {
      const code = randomBytes(16).toString('base64url');
      // Renamed whole within one directory tree: a reader never sees half a file.
      await rename(file.path, join(dir, code));
      try {
        await db.query('INSERT INTO chat_files (code, owner, content_type, size_bytes) VALUES ($1, $2, $3, $4)', [code, owner, file.type, file.size]);
      } catch (error) {
        await rm(join(dir, code), { force: true });
        throw error;
      }
      return code;
    },
    async discard(file) {
      await rm(file.path, { force: true });
    },
    async open(db, code) {
      if (!isFileCode(code)) return null;
      const [row] = await db.query<{ content_type: SniffedType }>('SELECT content_type FROM chat_files WHERE code = $1', [code]);
      if (!row) return null;
      try {
        // Opened before answering, so a missing file is a 404 rather than a broken answer.
        const handle = await open(join(dir, code), 'r');
        const { size } = await handle.stat().catch(async (error: unknown) => {
          await handle.close();
          throw error;
        });
        return { contentType: row.content_type, size, stream: handle.createReadStream() };
      } catch {
        // Known code but the bytes are gone (another node's disk, or deleted): not found.
        return null;
      }
    },
    async useInMessage(db, code, owner) {
      if (!isFileCode(code)) return null;
      const [row] = await db.query<{ content_type: SniffedType }>(
        'UPDATE chat_files SET sent = true WHERE code = $1 AND owner = $2 RETURNING content_type',
        [code, owner],
      );
      return row?.content_type ?? null;
    },
    async usage(db, owner) {
      const [row] = await db.query<{ files: number; bytes: number }>(
        `SELECT count(*)::int AS files, coalesce(sum(size_bytes), 0)::float8 AS bytes FROM chat_files
         WHERE owner = $1 AND created_at > now() - interval '24 hours'`,
        [owner],
      );
      return { files: row?.files ?? 0, bytes: row?.bytes ?? 0 };
    },
    async purgeUnsent(db) {
      const gone = await db.query<{ code: string }>(
        `DELETE FROM chat_files WHERE NOT sent AND created_at < now() - make_interval(hours => $1) RETURNING code`,
        [UNSENT_FILE_LIFETIME_HOURS],
      );
      for (const { code } of gone) await rm(join(dir, code), { force: true });
      await removeStale(incoming, Date.now() - STALE_INCOMING_MS);
      return gone.length;
    },
  };
}

/** Bodies of `incoming` last written before `before` (a crash mid-upload); another node's live ones are newer. */
async function removeStale(incoming: string, before: number): Promise<void> {
  const names = await readdir(incoming).catch(() => [] as string[]);
  for (const name of names) {
    const path = join(incoming, name);
    const info = await stat(path).catch(() => null);
    if (info && info.mtimeMs < before) await rm(path, { force: true });
  }
}
