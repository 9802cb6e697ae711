/**
 * Serves the production build the way the real host does: under /docs/, gzip on,
 * clean URLs. Usage: tsx scripts/serve.ts [--port 3000] [--base /docs/] [--dir build]
 */
import {existsSync} from 'node:fs';
import {resolve} from 'node:path';
import {parseArgs} from 'node:util';
import {startStaticServer} from './lib/static-server';

const {values} = parseArgs({
  options: {
    port: {type: 'string', default: process.env.PORT ?? '3000'},
    base: {type: 'string', default: '/docs/'},
    dir: {type: 'string', default: 'build'},
    host: {type: 'string', default: '0.0.0.0'},
  },
});

const root = resolve(values.dir);
if (!existsSync(resolve(root, 'index.html'))) {
  console.error(`No production build in ${root}. Run "npm run build" first.`);
  process.exit(1);
}
startStaticServer({root, basePath: values.base, port: Number(values.port), host: values.host}).then(
  (running) => console.log(`Serving ${root} at ${running.url}`),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
