import { randomBytes } from 'node:crypto';
import { createWriteStream, type WriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { maxBytesOf, sniffType, type SniffedType } from './file-types';

/**
 * Receives an upload's body into a temporary file, never holding more than a chunk in memory:
 * the type is sniffed from the first bytes and its size limit (capped by what the uploader's quota
 * has left) holds from then on, so a refused body stops being stored at the first byte too many.
 * Whatever goes wrong (a refusal, the client going away, a full disk) leaves no file behind.
 */

/** Enough bytes to sniff every accepted type (MP4's brand ends at byte 12). */
const SNIFF_BYTES = 12;

export interface ReceivedFile {
  /** The temporary file; ChatFiles.keep renames it into place, ChatFiles.discard removes it. */
  path: string;
  type: SniffedType;
  size: number;
}

export type Refusal =
  | { kind: 'empty' }
  | { kind: 'unknown-type' }
  /** Over the type's limit (`limit` bytes). */
  | { kind: 'too-large'; limit: number }
  /** Over what the uploader's daily quota has left. */
  | { kind: 'over-quota' };

export type Intake = { kind: 'received'; file: ReceivedFile } | Refusal;

class Refused extends Error {
  constructor(readonly refusal: Refusal) {
    super(refusal.kind);
  }
}

/**
 * Streams `source` into a new file of `dir`, at most `quotaBytes` (and the sniffed type's limit).
 * A refusal stops storing at once; the rest of the body is read and dropped, so the client still
 * gets the answer (the caller closes the connection with it). Rejects when the source fails.
 */
export async function receiveFile(source: Readable, dir: string, quotaBytes = Number.POSITIVE_INFINITY): Promise<Intake> {
  const path = join(dir, `${randomBytes(12).toString('base64url')}.part`);
  const out = createWriteStream(path, { mode: 0o600, flags: 'wx' });
  try {
    const { type, size } = await copy(source, out, quotaBytes);
    return { kind: 'received', file: { path, type, size } };
  } catch (error) {
    out.destroy();
    await new Promise<void>((resolve) => (out.closed ? resolve() : out.once('close', () => resolve())));
    await rm(path, { force: true });
    if (error instanceof Refused) return error.refusal;
    throw error;
  }
}

function copy(source: Readable, out: WriteStream, quotaBytes: number): Promise<{ type: SniffedType; size: number }> {
  return new Promise((resolve, reject) => {
    let head = Buffer.alloc(0);
    let type: SniffedType | null = null;
    let size = 0;
    let settled = false;
    const stop = (error: Error): void => {
      if (settled) return;
      settled = true;
      source.off('data', onData).off('end', onEnd).off('error', stop).off('close', onClose);
      // Read and drop the rest: stored no further, and the client can read the answer.
      source.on('error', () => undefined).resume();
      reject(error);
    };
    /** Sniffs once enough bytes (or the whole body) arrived, then holds the type's limit. */
    const sniff = (): void => {
      type = sniffType(head);
      if (type === null) throw new Refused({ kind: 'unknown-type' });
      checkSize();
    };
    const checkSize = (): void => {
      if (type === null) return;
      if (size > maxBytesOf(type)) throw new Refused({ kind: 'too-large', limit: maxBytesOf(type) });
      if (size > quotaBytes) throw new Refused({ kind: 'over-quota' });
    };
    const onData = (chunk: Buffer | string): void => {
      const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
      size += bytes.length;
      try {
        if (type === null) {
          head = Buffer.concat([head, bytes.subarray(0, SNIFF_BYTES - head.length)]);
          if (head.length >= SNIFF_BYTES) sniff();
        } else {
          checkSize();
        }
      } catch (error) {
        return stop(error as Error);
      }
      if (!out.write(bytes)) {
        source.pause();
        out.once('drain', () => settled || source.resume());
      }
    };
    const onEnd = (): void => {
      try {
        if (size === 0) throw new Refused({ kind: 'empty' });
        if (type === null) sniff();
      } catch (error) {
        return stop(error as Error);
      }
      settled = true;
      source.off('error', stop).off('close', onClose);
      out.end((error?: Error | null) => (error ? reject(error) : resolve({ type: type!, size })));
    };
    // Closed before its end: the client went away mid-body (a client error: nobody reads the answer).
    const onClose = (): void => stop(Object.assign(new Error('upload aborted'), { statusCode: 400 }));
    out.once('error', stop);
    source.on('data', onData).once('end', onEnd).once('error', stop).once('close', onClose);
    source.resume();
  });
}
