/**
 * Abbreviations and spellings readers type that the docs write out another way.
 *
 * Principle: an entry maps a short form the domain uses (GNN, DoA, QSAR…) to
 * the words the docs spell it with, or joins a phrase the docs write as one
 * identifier. It never names a page. A query word with an expansion matches
 * records that contain the short form itself, or all the expansion's words
 * (the same rule as the parts of an identifier). Keep the table small: every
 * entry is a term of the field, not a fix for one query.
 */

/** Short form → the words it stands for (lower case). */
export const ABBREVIATIONS: Readonly<Record<string, readonly string[]>> = {
  gnn: ['graph', 'neural', 'network'],
  gcn: ['graph', 'convolutional', 'network'],
  gat: ['graph', 'attention', 'network'],
  doa: ['domain', 'applicability'],
  qsar: ['quantitative', 'structure', 'activity'],
  sdk: ['software', 'development', 'kit'],
  onnx: ['open', 'neural', 'network', 'exchange'],
  smiles: ['simplified', 'molecular', 'input'],
  api: ['application', 'programming', 'interface'],
};

/**
 * Phrases written as one hyphenated term in the docs and code (`OneHotEncoder`,
 * "one-hot"): the words are joined so they match as the parts of one identifier.
 */
const JOINED = ['one hot', 'multi class', 'pre process', 'pre processing'];
const JOINED_RE = new RegExp(`\\b(${JOINED.map((p) => p.replace(/ /g, '\\s+')).join('|')})\\b`, 'gi');

/** The query with the joined phrases hyphenated. */
export function joinPhrases(query: string): string {
  return query.replace(JOINED_RE, (m) => m.split(/\s+/).join('-'));
}
