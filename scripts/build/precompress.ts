import { readFileSync, writeFileSync } from 'node:fs';
import { listFiles } from '../../engine/config/list-files.js';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const compressible = /\.(html|js|css|svg|json|xml|txt|data)$/;

/** Writes .br and .gz beside each text file once, so the server never compresses per request. */
export function precompress(dir: string): number {
  let count = 0;
  for (const file of listFiles(dir)) {
    if (!compressible.test(file)) continue;
    const body = readFileSync(file);
    if (body.length < 512) continue;
    writeFileSync(`${file}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
    writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
    count++;
  }
  return count;
}
