#!/usr/bin/env node
// Prints the starter careers' assessment clips, one per line and tab-separated (file under media/, title, career,
// section, field, aligned subjects), for generate-videos.sh. Reads the compiled seed: run `npm run build:server` first.
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const seed = join(root, 'dist/libs/db/src/seed');
if (!existsSync(join(seed, 'seed-content.js'))) {
  console.error('The compiled seed is missing: run `npm run build:server` first.');
  process.exit(1);
}
const { careerClipList } = await import(pathToFileURL(join(seed, 'seed-content.js')).href);
const { seedCareers } = await import(pathToFileURL(join(seed, 'data/careers.js')).href);
for (const clip of careerClipList(seedCareers)) {
  const cells = [clip.file, clip.title, clip.career, clip.section, clip.field, clip.subjects.join(', ')];
  console.log(cells.map((c) => c.replace(/[\t\n]/g, ' ')).join('\t'));
}
