/**
 * The scripts and styles each route's page loads, read from what the Docusaurus build leaves in
 * its generated folder: `routesChunkNames.json` (each route's chunk names, the keys of the route
 * registry) and `client-manifest.json` (react-loadable's manifest: for each chunk name the
 * chunks it loads, and each chunk's files). Chunks loaded only on use (the search modal, the API
 * console) belong to no route and are not listed here.
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';

type ChunkNames = string | {[key: string]: ChunkNames} | ChunkNames[];
type ClientManifest = {
  origins: Record<string, string[]>;
  assets: Record<string, Record<string, {file: string}[]>>;
};

function readJson<T>(dir: string, name: string): T {
  try {
    return JSON.parse(readFileSync(join(dir, name), 'utf8')) as T;
  } catch (error) {
    throw new Error(`offline: cannot read ${name} from the build's generated files (${(error as Error).message})`);
  }
}

function chunkNames(value: ChunkNames, into: string[]): string[] {
  if (typeof value === 'string') into.push(value);
  else if (Array.isArray(value)) for (const item of value) chunkNames(item, into);
  else for (const item of Object.values(value)) chunkNames(item, into);
  return into;
}

/**
 * Route path (`/docs/jaqpotpy/`, without the key's hash) → the files under the build folder its
 * chunks load (`assets/js/…`, `assets/css/…`). Several routes share a path (the docs layouts and
 * the home page's doc): their files are merged.
 */
export function routeFiles(generatedFilesDir: string): Map<string, Set<string>> {
  const routes = readJson<Record<string, ChunkNames>>(generatedFilesDir, 'routesChunkNames.json');
  const manifest = readJson<ClientManifest>(generatedFilesDir, 'client-manifest.json');
  const out = new Map<string, Set<string>>();
  for (const [key, names] of Object.entries(routes)) {
    // Keys are the route's path and a short hash: `/docs/jaqpotpy/-8da`.
    const path = key.replace(/-[0-9a-f]+$/, '');
    const files = out.get(path) ?? new Set<string>();
    out.set(path, files);
    for (const name of chunkNames(names, [])) {
      const chunks = manifest.origins[name];
      if (!chunks) throw new Error(`offline: chunk ${name} of route ${path} is not in client-manifest.json`);
      for (const chunk of chunks)
        for (const assets of Object.values(manifest.assets[chunk] ?? {})) for (const {file} of assets) files.add(file);
    }
  }
  return out;
}
