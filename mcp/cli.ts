/**
 * `npm run mcp [-- --build DIR]` and `npx jaqpot-docs-mcp [--build DIR]`: the docs server on
 * stdio. stdout carries the protocol alone, so anything else goes to stderr.
 */
import {readFileSync} from 'node:fs';
import {resolve} from 'node:path';
import {parseArgs} from 'node:util';
import {StdioServerTransport} from '@modelcontextprotocol/sdk/server/stdio.js';
import {LEDGER_FILE, readLedger} from '../plugins/platform-behaviour/ledger';
import {ledgerNotes} from './platform-notes';
import {createDocsServer} from './server';
import {DocsSite} from './site';

const USAGE = 'Usage: jaqpot-docs-mcp [--build DIR]   (default: the build/ folder of this checkout)';

/** The checkout this file belongs to: the default build and the jaqpotpy reference data live there. */
const repoRoot = resolve(__dirname, '..');

function fail(message: string, code: number): never {
  process.stderr.write(`jaqpot-docs-mcp: ${message}\n`);
  process.exit(code);
}

async function main(): Promise<void> {
  console.log = console.error;
  let values;
  try {
    ({values} = parseArgs({options: {build: {type: 'string'}, help: {type: 'boolean', short: 'h'}}}));
  } catch (error) {
    fail(`${(error as Error).message}\n${USAGE}`, 2);
  }
  if (values.help) {
    process.stderr.write(`${USAGE}\n`);
    return;
  }
  let site: DocsSite;
  try {
    site = new DocsSite(values.build ? resolve(values.build) : resolve(repoRoot, 'build'));
  } catch (error) {
    fail((error as Error).message, 1);
  }
  const {version} = JSON.parse(readFileSync(resolve(repoRoot, 'package.json'), 'utf8')) as {version: string};
  const notes = ledgerNotes(readLedger(resolve(repoRoot, LEDGER_FILE)).entries);
  const server = createDocsServer(site, {repoRoot, version, notes});
  await server.connect(new StdioServerTransport());
  process.stderr.write(`jaqpot-docs-mcp: serving ${site.dir} on stdio\n`);
}

main().catch((error: Error) => fail(error.stack ?? error.message, 1));
