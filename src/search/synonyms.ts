/**
 * Words readers type that the docs write another way.
 *
 * Principle: an entry maps a term of the field (an abbreviation such as GNN or DoA, or an HTTP
 * status) to the words the docs spell it with, or joins a phrase the docs write as one
 * identifier. It never names a page. A query word with an expansion also matches the records
 * that contain all the expansion's words, as an identifier matches the records with all its
 * parts. Keep the table small: every entry is a term of the field, not a fix for one query.
 */
import {stem as porter2} from 'porter2';

/**
 * Short form → the words it stands for (lower case). A Map, not an object: a query word such as
 * "constructor" would otherwise find a property every object has.
 */
export const ABBREVIATIONS: ReadonlyMap<string, readonly string[]> = new Map(
  Object.entries({
    gnn: ['graph', 'neural', 'network'],
    gcn: ['graph', 'convolutional', 'network'],
    gat: ['graph', 'attention', 'network'],
    doa: ['domain', 'applicability'],
    qsar: ['quantitative', 'structure', 'activity'],
    sdk: ['software', 'development', 'kit'],
    onnx: ['open', 'neural', 'network', 'exchange'],
    smiles: ['simplified', 'molecular', 'input'],
    api: ['application', 'programming', 'interface'],
    // A library's import name for the name the docs write.
    sklearn: ['scikit', 'learn'],
    org: ['organization'],
  }),
);

/**
 * HTTP statuses by code and the names readers give them: readers ask "unauthorized" or "access
 * denied", the error tables say `401` or `403`, the generated clients say `UnauthorizedException`.
 * The first name is the status's own (RFC 9110); the others are the words clients and servers
 * commonly print for it. Each spelling finds the code, and the code finds each spelling.
 */
const HTTP_STATUSES: ReadonlyArray<[string, ...string[]]> = [
  ['400', 'bad request'],
  ['401', 'unauthorized', 'unauthenticated', 'not authenticated'],
  ['403', 'forbidden', 'access denied', 'permission denied'],
  ['404', 'not found'],
  ['409', 'conflict'],
  ['410', 'gone'],
  ['413', 'content too large', 'payload too large', 'request entity too large'],
  ['415', 'unsupported media type'],
  ['422', 'unprocessable content', 'unprocessable entity'],
  ['429', 'too many requests', 'rate limited'],
  ['500', 'internal server error', 'server error'],
];

/**
 * A word or phrasal verb readers type → a word of the docs' family that Porter2 roots apart
 * ("paging" → page, "pagination" → pagin) or that they write as one word ("log in", `login()`):
 * the query word takes that word's root for its own.
 */
const SAME_ROOT_PHRASES: ReadonlyArray<[string, string]> = [
  ['page through', 'paginate'],
  ['paging', 'paginate'],
  ['log in', 'login'],
  ['sign in', 'login'],
  ['times out', 'timeout'],
  ['timed out', 'timeout'],
  ['time out', 'timeout'],
  ['set up', 'setup'],
];

/**
 * A verb readers use for a change of a setting → the value the docs name the setting by:
 * "publish my model" sets its visibility to PUBLIC, "restore an archived model" unarchives it.
 * Any form of the verb ("published", "restoring") finds the value.
 */
const SETTING_VERBS: ReadonlyArray<[string, string]> = [
  ['publish', 'public'],
  ['unpublish', 'private'],
  ['restore', 'unarchive'],
];

/** Joined form of a phrase: the words hyphenated, so they match as the parts of one identifier. */
const join = (phrase: string) => phrase.replace(/\s+/g, '-');

/** Phrases the docs and code write as one term (`OneHotEncoder`, "one-hot"), and multi-word statuses. */
const JOINED = [
  'one hot',
  'multi class',
  'pre process',
  'pre processing',
  ...[...HTTP_STATUSES.flatMap(([, ...names]) => names), ...SAME_ROOT_PHRASES.map(([words]) => words)]
    .filter((n) => n.includes(' '))
    // Longer phrases first, so "internal server error" joins whole before "server error" can.
    .sort((a, b) => b.length - a.length),
];
const JOINED_RE = new RegExp(`\\b(${JOINED.map((p) => p.replace(/ /g, '\\s+')).join('|')})\\b`, 'gi');

/**
 * Generic names and the docs' word for them: "REST API" is what any HTTP API is called; the
 * docs call theirs "the API" (the Jaqpot API) and say REST only where they introduce it.
 */
const GENERIC_NAMES: ReadonlyArray<[RegExp, string]> = [[/\brest(ful)?\s+api\b/gi, 'API']];

/** The query with the joined phrases hyphenated and generic names in the docs' words. */
export function joinPhrases(query: string): string {
  const plain = GENERIC_NAMES.reduce((q, [phrase, word]) => q.replace(phrase, word), query);
  return plain.replace(JOINED_RE, (m) => join(m.toLowerCase().split(/\s+/).join(' ')));
}

/** Other spellings of a whole query term: the status code for each of its names, and the names for the code. */
export const EQUIVALENTS: ReadonlyMap<string, readonly string[]> = new Map([
  ...HTTP_STATUSES.map(([code, ...names]): [string, string[]] => [code, names.map(join)]),
  ...HTTP_STATUSES.flatMap(([code, ...names]) => names.map((name): [string, string[]] => [join(name), [code]])),
]);

/** SETTING_VERBS by the verb's root (tokenize.ts, `root`): its forms share it. */
export const SETTING_VALUES: ReadonlyMap<string, string> = new Map(
  SETTING_VERBS.map(([verb, value]) => [porter2(verb), value]),
);

/** SAME_ROOT_PHRASES by query term (a phrase joined). */
export const SAME_ROOT: ReadonlyMap<string, string> = new Map(
  SAME_ROOT_PHRASES.map(([words, word]) => [join(words), word]),
);
