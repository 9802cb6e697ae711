/**
 * The ledger of platform behaviour on the site: validates reference/platform-behaviour.yaml against
 * the contract's operations (the build fails listing every problem) and writes the four tables pages
 * render (rate limits, retention, permissions, platform errors) as modules under the alias
 * `@jaqpot/platform-behaviour/<table>.json`, so a page's chunk carries only the table it shows.
 * The API reference's notes come from the same ledger (contract-notes.ts, applied by openapi-contract).
 */
import {mkdirSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {contractOperations, readContractFile} from '../openapi-contract/source';
import {LEDGER_FILE, readLedger} from './ledger';
import {buildTables, TABLE_NAMES, type Tables} from './tables';

export const MODULE_ALIAS = '@jaqpot/platform-behaviour';
const CONTRACT_FILE = join('openapi', 'jaqpot-api.yaml');

/** The ledger's tables, validated against the contract in the repository. */
export function loadTables(siteDir: string): Tables {
  const operations = contractOperations(readContractFile(join(siteDir, CONTRACT_FILE)).spec);
  const ledger = readLedger(join(siteDir, LEDGER_FILE), {operations: operations.keys()});
  const ids = new Map([...operations].filter((pair): pair is [string, string] => pair[1] !== undefined));
  return buildTables(ledger, ids);
}

export default function platformBehaviourPlugin(context: LoadContext): Plugin<unknown> {
  const dir = join(context.generatedFilesDir, 'platform-behaviour');
  return {
    name: 'platform-behaviour',
    getPathsToWatch() {
      return [join(context.siteDir, LEDGER_FILE)];
    },
    async loadContent() {
      return loadTables(context.siteDir);
    },
    async contentLoaded({content}) {
      const tables = content as Tables;
      mkdirSync(dir, {recursive: true});
      for (const name of TABLE_NAMES) writeFileSync(join(dir, `${name}.json`), JSON.stringify(tables[name]));
    },
    configureWebpack() {
      return {resolve: {alias: {[MODULE_ALIAS]: dir}}};
    },
  };
}
