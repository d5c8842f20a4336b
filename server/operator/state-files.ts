import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Files the server keeps in its data directory (DATA_DIR, default ./.data, also with DATABASE_URL)
 * for the operator CLI on the same machine: the operator token (when FASTDRAW_OPERATOR_TOKEN is not
 * set) and `server.json`, which says where the running server listens. Both mode 600.
 */

export const TOKEN_FILE = 'operator-token';
export const SERVER_FILE = 'server.json';

export interface ServerFile {
  pid: number;
  /** Base URL of the admin API on loopback, e.g. http://127.0.0.1:8080/admin/v1. */
  adminUrl: string;
  startedAt: string;
}

const writePrivate = (file: string, text: string): void => {
  writeFileSync(file, text, { mode: 0o600 });
  // writeFileSync's mode only applies to a new file.
  chmodSync(file, 0o600);
};

/** The token from the environment, else the one stored in the data directory, made on first use. */
export function resolveOperatorToken(stateDir: string, fromEnv: string | undefined): string {
  if (fromEnv && fromEnv.trim() !== '') return fromEnv.trim();
  const stored = readOperatorToken(stateDir);
  if (stored) return stored;
  mkdirSync(stateDir, { recursive: true });
  const token = randomBytes(32).toString('base64url');
  writePrivate(join(stateDir, TOKEN_FILE), `${token}\n`);
  return token;
}

export function readOperatorToken(stateDir: string): string | null {
  try {
    const token = readFileSync(join(stateDir, TOKEN_FILE), 'utf8').trim();
    return token === '' ? null : token;
  } catch {
    return null;
  }
}

export function writeServerFile(stateDir: string, info: ServerFile): void {
  mkdirSync(stateDir, { recursive: true });
  writePrivate(join(stateDir, SERVER_FILE), `${JSON.stringify(info, null, 2)}\n`);
}

export function readServerFile(stateDir: string): ServerFile | null {
  try {
    const info = JSON.parse(readFileSync(join(stateDir, SERVER_FILE), 'utf8')) as Partial<ServerFile>;
    return typeof info.pid === 'number' && typeof info.adminUrl === 'string' ? { pid: info.pid, adminUrl: info.adminUrl, startedAt: String(info.startedAt ?? '') } : null;
  } catch {
    return null;
  }
}

/** Removes server.json if it is this process's (a newer server may have replaced it). */
export function removeServerFile(stateDir: string, pid = process.pid): void {
  if (readServerFile(stateDir)?.pid === pid) rmSync(join(stateDir, SERVER_FILE), { force: true });
}
