#!/usr/bin/env node
// Writes .br and .gz beside every text asset of a build, once, so the API serves them precompressed
// (@fastify/static `preCompressed`) instead of compressing on every request.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync, constants } from 'node:zlib';

const dir = process.argv[2];
if (!dir) throw new Error('usage: compress-assets.mjs <dir>');
const TEXT = /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/;
let files = 0;
const walk = (path) => {
  for (const entry of readdirSync(path)) {
    const file = join(path, entry);
    if (statSync(file).isDirectory()) walk(file);
    else if (TEXT.test(entry) && statSync(file).size > 1024) {
      const body = readFileSync(file);
      writeFileSync(`${file}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
      writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
      files++;
    }
  }
};
walk(dir);
console.log(`Precompressed ${files} assets in ${dir}`);
