/**
 * What "Make available offline" costs a reader, for a built site: per section and for the whole
 * site, the bytes a save downloads (the list in sw.js: gzip twins of text files) beside the
 * files' own, uncompressed sizes (what a save that kept files as served, decoded, would store);
 * then, in Chromium, saves made through the dialog: the size the dialog shows, the bytes the
 * server sent, the storage the browser reports for the site afterwards, and the time.
 *
 *   npm run bench:offline [-- --build DIR] [--save all|SECTION_ID ...] [--no-browser]
 *   npm run bench:offline -- --pages 2000 [--shape flat|sections] [--keep] [--save …]
 *
 * `--pages N` first builds our site with N generated pages added (scripts/lib/generated-docs.ts,
 * the pages of bench:build) into a temporary folder (`--keep` leaves it, and says where). Saves
 * default to the whole site and the first section, each in a fresh profile.
 */
import {spawnSync} from 'node:child_process';
import {cpSync, mkdtempSync, rmSync, statSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join, resolve} from 'node:path';
import type {Page} from 'playwright-core';
import {gotoHydrated, launchChromium, newContext, workerInControl} from '../scripts/lib/browser';
import {SHAPES, writeGeneratedPages, type Shape} from '../scripts/lib/generated-docs';
import {readWorkerList, savedBytes} from '../scripts/lib/offline-list';
import {precompressDir} from '../scripts/lib/precompress';
import {recordAnswers, startStaticServer, type Answer} from '../scripts/lib/static-server';
import {OFFLINE_MESSAGES, type OfflineState} from '../src/offline/messages';
import type {ListedFile} from '../src/offline/site-list';

const mb = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`.padStart(10);

type Options = {build: string; saves: string[]; browser: boolean; pages: number; shape: Shape; keep: boolean};

function options(): Options {
  const args = process.argv.slice(2);
  const value = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
  const build = resolve(value('--build') ?? 'build');
  const saves = args.flatMap((arg, i) => (args[i - 1] === '--save' ? [arg] : []));
  const pages = Number(value('--pages') ?? 0);
  if (!Number.isInteger(pages) || pages < 0)
    throw new Error(`--pages: a whole number of pages, not ${value('--pages')}`);
  const shape = (value('--shape') ?? 'flat') as Shape;
  if (!SHAPES.includes(shape)) throw new Error(`--shape: one of ${SHAPES.join(', ')}, not ${shape}`);
  return {build, saves, browser: !args.includes('--no-browser'), pages, shape, keep: args.includes('--keep')};
}

/** Builds our site with `pages` generated pages added, as `npm run build` does, into a new folder. */
function buildGrownSite(pages: number, shape: Shape): {build: string; folders: string[]} {
  const docs = mkdtempSync(join(tmpdir(), 'jaqpot-bench-offline-docs-'));
  cpSync('docs', docs, {recursive: true});
  writeGeneratedPages(docs, pages, shape);
  const build = mkdtempSync(join(tmpdir(), 'jaqpot-bench-offline-build-'));
  console.log(`Building the site with ${pages} generated pages (${shape}) into ${build} …`);
  const started = performance.now();
  const result = spawnSync(
    'npx',
    ['docusaurus', 'build', '--config', 'bench/build-site/docusaurus.config.ts', '--out-dir', build],
    {stdio: ['ignore', 'ignore', 'inherit'], env: {...process.env, JAQPOT_BENCH_DOCS: docs}},
  );
  if (result.status !== 0) throw new Error(`the build with ${pages} generated pages failed`);
  console.log(`Built in ${((performance.now() - started) / 1000).toFixed(0)} s\n`);
  return {build, folders: [docs, build]};
}

/** The worker's answer to "what is saved?": each section's label and bytes. */
function workerState(page: Page): Promise<OfflineState> {
  // A string: the runner's transpiler would add helpers the page lacks to a function.
  return page.evaluate(`new Promise((done) => {
    const worker = navigator.serviceWorker;
    worker.addEventListener('message', (event) => {
      if (event.data?.type === ${JSON.stringify(OFFLINE_MESSAGES.state)}) done(event.data.state);
    });
    worker.controller.postMessage({type: ${JSON.stringify(OFFLINE_MESSAGES.ask)}});
  })`);
}

function listFigures(build: string, list: ListedFile[], sections: OfflineState['sections']): void {
  const rows = new Map<string, {files: number; download: number; plain: number}>();
  for (const name of ['whole site', 'shared', ...sections.map((section) => section.label)])
    rows.set(name, {files: 0, download: 0, plain: 0});
  const row = (name: string) => rows.get(name) ?? rows.set(name, {files: 0, download: 0, plain: 0}).get(name)!;
  for (const file of list) {
    const plain = statSync(join(build, file.url)).size;
    for (const name of ['whole site', file.section === undefined ? 'shared' : sections[file.section]!.label]) {
      const r = row(name);
      r.files += 1;
      r.download += file.bytes;
      r.plain += plain;
    }
  }
  console.log(`The list in ${build}/sw.js`);
  console.log(
    `${'files of'.padEnd(28)} ${'files'.padStart(6)} ${'download'.padStart(10)} ${'uncompressed'.padStart(12)}`,
  );
  for (const [name, r] of rows)
    console.log(`${name.padEnd(28)} ${String(r.files).padStart(6)} ${mb(r.download)} ${mb(r.plain).padStart(12)}`);
  console.log('(a section save downloads its files and the shared ones; download: gzip twins of text files)\n');
}

async function main(): Promise<void> {
  const {saves, browser: useBrowser, pages, shape, keep, ...rest} = options();
  const grown = pages > 0 ? buildGrownSite(pages, shape) : undefined;
  const build = grown?.build ?? rest.build;
  try {
    if (grown) await precompressDir(build);
    await measure(build, saves, useBrowser);
  } finally {
    if (grown && !keep) for (const folder of grown.folders) rmSync(folder, {recursive: true, force: true});
    else if (grown) console.log(`Kept the build in ${grown.build} and its docs in ${grown.folders[0]}`);
  }
}

async function measure(build: string, saves: string[], useBrowser: boolean): Promise<void> {
  const list = readWorkerList(build);
  const answers: Answer[] = [];
  const server = recordAnswers(await startStaticServer({root: build, basePath: '/docs/'}), answers);
  const origin = new URL(server.url).origin;
  const browser = await launchChromium();
  try {
    const probe = await newContext({browser, origin}, {serviceWorkers: 'allow'});
    const page = await probe.newPage();
    await gotoHydrated(page, '/docs/');
    await workerInControl(page);
    const {sections} = await workerState(page);
    await probe.close();
    listFigures(build, list, sections);
    if (!useBrowser) return;

    console.log('Saves through the dialog, each in a fresh Chromium profile');
    console.log(
      `${'save'.padEnd(28)} ${'shown'.padStart(10)} ${'downloaded'.padStart(10)} ${'stored'.padStart(10)} ${'time'.padStart(8)}`,
    );
    for (const save of saves.length ? saves : ['all', sections[0]!.id]) {
      const context = await newContext({browser, origin}, {serviceWorkers: 'allow'});
      const tab = await context.newPage();
      await gotoHydrated(tab, '/docs/');
      await workerInControl(tab);
      const usage = () => tab.evaluate(async () => (await navigator.storage.estimate()).usage ?? 0);
      const storedBefore = await usage();
      await tab.getByRole('button', {name: 'Make available offline'}).click();
      const dialog = tab.getByRole('dialog', {name: 'Make available offline'});
      const label = save === 'all' ? 'whole site' : sections.find((section) => section.id === save)?.label;
      if (!label) throw new Error(`No section ${save}: ${sections.map((section) => section.id).join(', ')}`);
      if (save !== 'all') await dialog.getByRole('checkbox', {name: label}).check();
      const button = dialog.getByRole('button', {name: save === 'all' ? /^Save the whole site/ : /^Save selected/});
      const shown = /\(([\d.]+ [KM]B)\)/.exec((await button.textContent()) ?? '')?.[1] ?? '?';
      const from = answers.length;
      const started = performance.now();
      await button.click();
      const done = save === 'all' ? 'The whole site is available offline.' : `Available offline: ${label}.`;
      await tab
        .getByRole('status')
        .filter({hasText: done})
        .waitFor({timeout: 30 * 60_000});
      const seconds = (performance.now() - started) / 1000;
      const downloaded = savedBytes(answers.slice(from));
      const stored = (await usage()) - storedBefore;
      console.log(
        `${label.padEnd(28)} ${shown.padStart(10)} ${mb(downloaded)} ${mb(stored)} ${`${seconds.toFixed(1)} s`.padStart(8)}`,
      );
      await context.close();
    }
    console.log('(stored: growth of the storage Chromium reports for the site, pages kept while browsing included)');
  } finally {
    await browser.close();
    await server.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
