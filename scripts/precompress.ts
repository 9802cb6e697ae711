/** Writes the gzip twins of a build's text files. Usage: tsx scripts/precompress.ts [dir=build] */
import {existsSync} from 'node:fs';
import {resolve} from 'node:path';
import {precompressDir} from './lib/precompress';

const root = resolve(process.argv[2] ?? 'build');
if (!existsSync(root)) {
  console.error(`No folder ${root} to precompress. Run "npm run build" first.`);
  process.exit(1);
}
const started = Date.now();
precompressDir(root).then(
  (count) => console.log(`[precompress] ${count} files gzipped in ${root} (${Date.now() - started} ms)`),
  (error: Error) => {
    console.error(`[precompress] ${error.message}`);
    process.exit(1);
  },
);
