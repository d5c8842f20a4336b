import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

/**
 * Writes a brotli (`.br`) and a gzip (`.gz`) copy beside every compressible file of the build, so
 * the server sends them as they are (server/http/static-client.ts negotiates Accept-Encoding)
 * instead of compressing on every request. Maximum levels: this runs once per build.
 * A copy that would not be smaller than its file is not written; the server then sends the file.
 */

/** Text formats; images, fonts and video are compressed already. */
export const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|map|wasm|ico|webmanifest)$/i;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export async function compressFile(file: string): Promise<{ br: boolean; gz: boolean }> {
  const content = await readFile(file);
  const [br, gz] = await Promise.all([
    brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: content.length } }),
    gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  const written = { br: br.length < content.length, gz: gz.length < content.length };
  await Promise.all([written.br && writeFile(`${file}.br`, br), written.gz && writeFile(`${file}.gz`, gz)]);
  return written;
}

/** Every compressible file under `dir` gets its copies. */
export async function compressDir(dir: string): Promise<number> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  const files = entries.filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name)).map((entry) => join(entry.parentPath, entry.name));
  await Promise.all(files.map(compressFile));
  return files.length;
}

export function compressPlugin(): Plugin {
  let outDir = 'dist';
  return {
    name: 'fastdraw:compress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    // After every file (public/ included) is on disk.
    async closeBundle() {
      await compressDir(outDir);
    },
  };
}
