/**
 * The jaqpotpy reference pages and the rule that maps every facts module
 * (reference/jaqpotpy-api.json) to one of them. Shared by the generator
 * (scripts/generate-pyapi.ts), the components and the tests.
 */

/** One reference page per entry: docs/jaqpotpy/full-api-reference/<page>.mdx */
export const PY_API_PAGES = [
  'jaqpotpy',
  'jaqpotpy.api',
  'jaqpotpy.api.openapi',
  'jaqpotpy.api.openapi.api',
  'jaqpotpy.api.openapi.models',
  'jaqpotpy.colorlog',
  'jaqpotpy.datasets',
  'jaqpotpy.descriptors',
  'jaqpotpy.descriptors.graph',
  'jaqpotpy.descriptors.molecular',
  'jaqpotpy.descriptors.tokenizer',
  'jaqpotpy.doa',
  'jaqpotpy.exceptions',
  'jaqpotpy.helpers',
  'jaqpotpy.models',
  'jaqpotpy.models.torch_geometric_models',
  'jaqpotpy.models.torch_models',
  'jaqpotpy.models.trainers',
  'jaqpotpy.models.trainers.graph_trainers',
  'jaqpotpy.models.trainers.sequence_trainers',
  'jaqpotpy.preprocessors',
  'jaqpotpy.utils',
] as const;

export type PyApiPage = (typeof PY_API_PAGES)[number];

/** True when `prefix` is `name` or a dotted ancestor of it. */
function isDottedPrefix(prefix: string, name: string): boolean {
  return name === prefix || name.startsWith(`${prefix}.`);
}

/**
 * The page that documents a module: the page whose module name is the longest
 * dotted prefix of it. Every jaqpotpy module has one, since `jaqpotpy` is a page.
 */
export function pageForModule(moduleName: string): PyApiPage | undefined {
  let best: PyApiPage | undefined;
  for (const page of PY_API_PAGES) {
    if (isDottedPrefix(page, moduleName) && (!best || page.length > best.length)) {
      best = page;
    }
  }
  return best;
}

/** Site route of a page, without the /docs/ base URL (what <Link to> expects). */
export function pageRoute(page: string): string {
  return `/jaqpotpy/full-api-reference/${page}`;
}

/** The MDX source of a page, relative to the repository root. */
export function pageDocFile(page: string): string {
  return `docs/jaqpotpy/full-api-reference/${page}.mdx`;
}

/** The generated data file of a page, relative to the repository root. */
export function pageDataFile(page: string): string {
  return `src/data/pyapi/${page}.json`;
}

/** The built HTML of a page (or of the reference index, `index`), relative to build/. */
export function pageBuildFile(page: string): string {
  if (page === 'index') return 'jaqpotpy/full-api-reference/index.html';
  return `jaqpotpy/full-api-reference/${page}/index.html`;
}

/** Prefix of module section anchors, kept apart from symbol anchors (`jaqpotpy.…`). */
const MODULE_ANCHOR_PREFIX = 'module-';

export function moduleAnchor(moduleName: string): string {
  return `${MODULE_ANCHOR_PREFIX}${moduleName}`;
}
