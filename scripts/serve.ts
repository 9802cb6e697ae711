/**
 * Serves the production build the way the real host does: under /docs/, gzip on,
 * clean URLs. Listens on loopback unless HOST (or --host) names another interface.
 * Usage: tsx scripts/serve.ts [--port 3000] [--host 127.0.0.1] [--base /docs/] [--dir build]
 *                             [--max-client-connections 64]
 */
import {existsSync} from 'node:fs';
import {resolve} from 'node:path';
import {parseArgs} from 'node:util';
import {MAX_CONNECTIONS_PER_CLIENT, normalizeBasePath, startStaticServer} from './lib/static-server';

const USAGE =
  'Usage: npm run serve -- [--port 3000] [--host 127.0.0.1] [--base /docs/] [--dir build] [--max-client-connections 64]';

function fail(message: string): never {
  console.error(`${message}\n${USAGE}`);
  process.exit(1);
}

/** A whole number from `min` to `max` written in digits, or a message naming the option. */
function wholeNumber(option: string, text: string, min: number, max: number): number {
  const value = /^\d+$/.test(text) ? Number(text) : NaN;
  if (!(value >= min && value <= max)) fail(`--${option} must be a whole number from ${min} to ${max}, not "${text}".`);
  return value;
}

let values;
try {
  ({values} = parseArgs({
    options: {
      port: {type: 'string', default: process.env.PORT ?? '3000'},
      base: {type: 'string', default: '/docs/'},
      dir: {type: 'string', default: 'build'},
      host: {type: 'string', default: process.env.HOST ?? '127.0.0.1'},
      'max-client-connections': {type: 'string', default: String(MAX_CONNECTIONS_PER_CLIENT)},
    },
  }));
} catch (error) {
  // An unknown option, or a value that looks like one (`--port -1`): parseArgs says which.
  fail((error as Error).message);
}

const root = resolve(values.dir);
const port = wholeNumber('port', values.port, 0, 65535);
const maxConnectionsPerClient = wholeNumber('max-client-connections', values['max-client-connections'], 1, 100_000);
let basePath: string;
try {
  basePath = normalizeBasePath(values.base);
} catch (error) {
  fail((error as Error).message);
}
if (!existsSync(resolve(root, 'index.html'))) fail(`No production build in ${root}. Run "npm run build" first.`);

startStaticServer({root, basePath, port, host: values.host, maxConnectionsPerClient}).then(
  (running) => console.log(`Serving ${root} at ${running.url}`),
  (error: NodeJS.ErrnoException) => {
    const reason = error.code === 'EADDRINUSE' ? `port ${port} is in use (set PORT to another one)` : error.message;
    console.error(`Could not serve ${root}: ${reason}`);
    process.exit(1);
  },
);
