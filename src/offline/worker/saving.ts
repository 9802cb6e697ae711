/// <reference lib="webworker" />
/**
 * Saving for offline reading: what the reader chose (sections or the whole site), the state the
 * pages show, and saves and removals, one at a time, with their progress told to the open pages.
 */
import {OFFLINE_MESSAGES as M, type OfflineState, type Selection, type WorkerMessage} from '../messages';
import {GZIP_TWIN} from '../site-list';
import {
  buildFile,
  CACHES,
  CHOICE,
  inScope,
  isHashedAsset,
  LEGACY_SITE_MODE,
  manifest,
  SAVE_ATTEMPTS,
  sectionOf,
  SITE_SECTIONS,
  siteFiles,
  worker,
} from './context';
import {gunzip, gzip, isGzip, keepable, keptCopy, packedResponse, sha256} from './kept';

export async function broadcast(message: WorkerMessage): Promise<void> {
  for (const client of await worker.clients.matchAll({type: 'window', includeUncontrolled: true}))
    client.postMessage(message);
}

/** What the reader chose to save. */
export type Choice = {all: boolean; sections: string[]};

const NOTHING: Choice = {all: false, sections: []};
export const isNothing = (choice: Choice) => !choice.all && choice.sections.length === 0;

export async function readChoice(): Promise<Choice> {
  const settings = await caches.open(CACHES.settings);
  const stored = await settings.match(CHOICE);
  if (stored) {
    const data = (await stored.json().catch(() => undefined)) as {all?: unknown; sections?: unknown} | undefined;
    const sections = Array.isArray(data?.sections) ? data.sections.filter((id) => typeof id === 'string') : [];
    return {all: data?.all === true, sections};
  }
  return (await settings.match(LEGACY_SITE_MODE)) ? {all: true, sections: []} : NOTHING;
}

async function writeChoice(choice: Choice): Promise<void> {
  const settings = await caches.open(CACHES.settings);
  await settings.put(CHOICE, new Response(JSON.stringify(choice), {headers: {'content-type': 'application/json'}}));
  await settings.delete(LEGACY_SITE_MODE);
}

/** The files of this build a choice saves: its sections' own files and the shared ones. */
export function filesOf(choice: Choice): string[] {
  if (isNothing(choice)) return [];
  return siteFiles.filter((file) => {
    const section = sectionOf(file);
    return section === undefined || choice.all || choice.sections.includes(section);
  });
}

/** A save or removal is under way (they run one at a time). */
let busy = false;
let last: Promise<void> = Promise.resolve();

/** Runs `task` after the ones before it, then tells the pages the new state. */
export function oneAtATime(task: () => Promise<void>): Promise<void> {
  const run = last.then(async () => {
    busy = true;
    try {
      await task();
    } finally {
      busy = false;
    }
    await broadcast({type: M.state, state: await state()});
  });
  last = run.catch(() => undefined);
  return run;
}

export async function state(): Promise<OfflineState> {
  const choice = await readChoice();
  const saved = new Set((await (await caches.open(CACHES.site)).keys()).map((request) => request.url));
  const tally = () => ({bytes: 0, missing: 0, missingFiles: 0});
  const shared = tally();
  const own = new Map(SITE_SECTIONS.map((section) => [section.id, tally()]));
  for (const [file, entry] of manifest) {
    const section = sectionOf(file);
    const sum = (section === undefined ? shared : own.get(section)) ?? shared;
    sum.bytes += entry.bytes;
    if (!saved.has(file)) {
      sum.missing += entry.bytes;
      sum.missingFiles += 1;
    }
  }
  const sections = SITE_SECTIONS.map(({id, label, pages}) => {
    const sum = own.get(id)!;
    return {
      id,
      label,
      pages,
      bytes: sum.bytes,
      missing: sum.missing,
      chosen: choice.all || choice.sections.includes(id),
      saved: sum.missingFiles === 0 && shared.missingFiles === 0,
    };
  });
  return {
    sections,
    shared: {bytes: shared.bytes, missing: shared.missing},
    all: choice.all,
    siteSaved: sections.every((section) => section.saved),
    busy,
    files: siteFiles.length,
  };
}

/**
 * The copy of `file` a save keeps: for a text file its gzip twin when it unpacks to the very
 * bytes the build listed (its SHA-256); else the file itself, checked as any kept copy is, and
 * packed here. A twin is a file no host rewrites, so it is held to the file's hash: a host that
 * answers a missing twin with another page of the build (a single-page-app fallback) or a twin
 * left from another build is never kept under this file's name. Or why there is no copy.
 */
async function fetchToSave(file: string): Promise<Response | string> {
  const listed = manifest.get(file);
  // `no-store`: what a save downloads is what it keeps, never an HTTP cache's revalidated copy.
  if (listed?.gzip) {
    const twin = await fetch(`${file}${GZIP_TWIN}`, {cache: 'no-store'}).catch(() => undefined);
    if (twin?.ok) {
      const body = await twin.arrayBuffer();
      // A host that sends the twin with `Content-Encoding: gzip` hands over the file itself, decoded.
      const plain = isGzip(body) ? await gunzip(body).catch(() => undefined) : body;
      if (plain && (await sha256(plain)) === listed.revision)
        return packedResponse(file, isGzip(body) ? body : await gzip(body), twin.headers);
    }
  }
  let response: Response;
  try {
    response = await fetch(file, {cache: 'no-store'});
  } catch (error) {
    return `${file} could not be fetched (${(error as Error).message})`;
  }
  if (!response.ok) return `${file} answered ${response.status}`;
  const kept = await keepable(file, response);
  if (!kept) return `${file} is not this version's file (a newer version is on the server)`;
  if (!manifest.get(file)?.gzip) return kept;
  return packedResponse(file, await gzip(await kept.arrayBuffer()), kept.headers);
}

/**
 * Saves those of `files` not saved yet, four at a time, reporting progress to the open pages (none
 * when all are saved: an installed app asks at every start). Every file is tried (twice) before
 * it ends: it resolves when all are saved and rejects saying how many could not be, after the
 * last progress message.
 */
export async function saveFiles(files: readonly string[]): Promise<void> {
  const cache = await caches.open(CACHES.site);
  const saved = new Set((await cache.keys()).map((request) => request.url));
  const queue = files.filter((file) => !saved.has(file));
  const total = queue.length;
  if (total === 0) return;
  const failures = new Map<string, string>();
  let done = 0;
  await broadcast({type: M.progress, done, total});
  const next = async (): Promise<void> => {
    for (let file = queue.shift(); file; file = queue.shift()) {
      let reason: string | undefined;
      for (let attempt = 0; attempt < SAVE_ATTEMPTS && reason !== ''; attempt++) {
        const result = await fetchToSave(file);
        if (typeof result === 'string') {
          reason = result;
        } else {
          await cache.put(file, result);
          reason = '';
        }
      }
      if (reason) failures.set(file, reason);
      done += 1;
      if (done % 10 === 0 || done === total) await broadcast({type: M.progress, done, total});
    }
  };
  await Promise.all([next(), next(), next(), next()]);
  if (failures.size) {
    const [first] = failures.values();
    throw new Error(`${failures.size} of ${total} files could not be saved; ${first}`);
  }
}

/** Adds what the reader asked for to the choice, and saves it. */
export async function save(selection: Selection): Promise<void> {
  const before = await readChoice();
  const known = new Set(SITE_SECTIONS.map((section) => section.id));
  const choice: Choice = selection.all
    ? {all: true, sections: []}
    : {
        all: before.all,
        sections: [...new Set([...before.sections, ...selection.sections.filter((id) => known.has(id))])],
      };
  await writeChoice(choice);
  try {
    await saveFiles(filesOf(choice));
  } catch (error) {
    await broadcast({type: M.failed, message: (error as Error).message});
  }
}

/** Takes what the reader asked for out of the choice, and deletes the files no section left needs. */
export async function remove(selection: Selection): Promise<void> {
  const before = await readChoice();
  const gone = new Set(selection.all ? SITE_SECTIONS.map((section) => section.id) : selection.sections);
  const kept = before.all ? SITE_SECTIONS.map((section) => section.id) : before.sections;
  const choice: Choice = selection.all ? NOTHING : {all: false, sections: kept.filter((id) => !gone.has(id))};
  await writeChoice(choice);
  if (isNothing(choice)) {
    await caches.delete(CACHES.site);
  } else {
    const needed = new Set(filesOf(choice));
    const cache = await caches.open(CACHES.site);
    for (const request of await cache.keys()) if (!needed.has(request.url)) await cache.delete(request);
  }
}

/** The selection a page's message names, or undefined when it names none. */
export function selectionOf(data: unknown): Selection | undefined {
  const selection = (data as {selection?: {all?: unknown; sections?: unknown}} | undefined)?.selection;
  if (selection?.all === true) return {all: true};
  if (Array.isArray(selection?.sections))
    return {sections: selection.sections.filter((id): id is string => typeof id === 'string')};
  return undefined;
}

/**
 * Keeps the files of a page loaded before this worker controlled it (the reader's first page),
 * as the routes above would have. They mostly come from the HTTP cache.
 */
export async function keepFiles(urls: unknown): Promise<void> {
  if (!Array.isArray(urls)) return;
  for (const url of urls) {
    if (typeof url !== 'string' || !inScope(new URL(url))) continue;
    const file = buildFile(url);
    if (!file || (await keptCopy(file))) continue;
    const response = await fetch(file).catch(() => undefined);
    const kept = response && (await keepable(file, response));
    if (kept) await (await caches.open(isHashedAsset(new URL(file)) ? CACHES.assets : CACHES.visited)).put(file, kept);
  }
}
