import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { listFiles } from '../../engine/config/list-files.js';

const compressible = /\.(html|js|css|svg|json|xml|txt|data)$/;
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The settings every copy is made with; part of the cache key, so changing them recompresses. */
const settings = 'br11-gz9';
const compress = {
  br: (body: Buffer) => brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  gz: (body: Buffer) => gzipAsync(body, { level: 9 }),
};

/** Cached copies unused this long are removed (each build touches the ones it uses). */
const keepUnusedMs = 14 * 24 * 3600 * 1000;
/** zlib's work runs on libuv's thread pool (4 threads): more files at once only queue there. */
const filesAtOnce = 4;

export interface PrecompressResult {
  /** Text files that got a .br and a .gz copy. */
  files: number;
  /** How many of them were taken from the cache instead of compressed again. */
  reused: number;
}

/**
 * Writes .br and .gz beside each text file once, so the server never compresses per request.
 * Brotli at its best quality costs most of a build's time (about 50 s for the site's 42 MB on one
 * core), while most files come out byte-identical from one build to the next (hashed assets,
 * unchanged pages): each copy is therefore kept in `cacheDir` under its content's hash and reused
 * by later builds, and files are compressed several at a time on zlib's thread pool.
 */
export async function precompress(dir: string, cacheDir: string): Promise<PrecompressResult> {
  mkdirSync(cacheDir, { recursive: true });
  const files = listFiles(dir).filter((file) => compressible.test(file));
  let done = 0;
  let reused = 0;
  const queue = [...files];
  const worker = async () => {
    for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
      const body = readFileSync(file);
      if (body.length < 512) continue;
      const key = `${createHash('sha256').update(body).digest('hex')}-${settings}`;
      for (const kind of ['br', 'gz'] as const) {
        const cached = join(cacheDir, `${key}.${kind}`);
        if (existsSync(cached)) {
          copyFileSync(cached, `${file}.${kind}`);
          touch(cached);
          if (kind === 'br') reused++;
          continue;
        }
        const copy = await compress[kind](body);
        writeFileSync(`${file}.${kind}`, copy);
        // Written aside, then renamed: two builds at once never read half a copy.
        const partial = `${cached}.${process.pid}.partial`;
        writeFileSync(partial, copy);
        renameSync(partial, cached);
      }
      done++;
    }
  };
  await Promise.all(Array.from({ length: filesAtOnce }, worker));
  removeUnused(cacheDir);
  return { files: done, reused };
}

function touch(file: string): void {
  const now = new Date();
  utimesSync(file, now, now);
}

function removeUnused(cacheDir: string): void {
  const oldest = Date.now() - keepUnusedMs;
  for (const name of readdirSync(cacheDir)) {
    const file = join(cacheDir, name);
    // Another build may have just renamed its copy in place of this name: nothing to remove then.
    const modified = statSync(file, { throwIfNoEntry: false })?.mtimeMs;
    if (modified !== undefined && modified < oldest) rmSync(file, { force: true });
  }
}
