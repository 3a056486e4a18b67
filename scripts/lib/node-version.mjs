// The project runs on Node 24 LTS: the `node` dev dependency puts it first on npm scripts' PATH, whatever Node
// the machine has. Run directly with an older Node (or before `npm ci`), say so instead of failing oddly later.
export function requireNode24() {
  const major = Number(process.versions.node.split('.')[0]);
  if (major < 24) {
    console.error(
      `This needs Node.js 24 (this is ${process.version}). Run it through npm (npm start, npm test, npm run ...) ` +
        'after `npm ci`: npm scripts use the Node 24 that the project pins (node_modules/.bin/node).',
    );
    process.exit(2);
  }
}
