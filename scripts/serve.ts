/**
 * Serves the production build the way the real host does: under /docs/, gzip on,
 * clean URLs. Listens on loopback unless HOST (or --host) names another interface.
 * Usage: tsx scripts/serve.ts [--port 3000] [--host 127.0.0.1] [--base /docs/] [--dir build]
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
    host: {type: 'string', default: process.env.HOST ?? '127.0.0.1'},
  },
});

const root = resolve(values.dir);
const port = Number(values.port);
if (!existsSync(resolve(root, 'index.html'))) {
  console.error(`No production build in ${root}. Run "npm run build" first.`);
  process.exit(1);
}
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`--port must be a whole number from 0 to 65535, not "${values.port}".`);
  process.exit(1);
}
startStaticServer({root, basePath: values.base, port, host: values.host}).then(
  (running) => console.log(`Serving ${root} at ${running.url}`),
  (error: NodeJS.ErrnoException) => {
    const reason = error.code === 'EADDRINUSE' ? `port ${port} is in use (set PORT to another one)` : error.message;
    console.error(`Could not serve ${root}: ${reason}`);
    process.exit(1);
  },
);
