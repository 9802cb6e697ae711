/**
 * The index's terms, for exact, prefix and typo lookups.
 *
 * It answers as MiniSearch's `SearchableMap` (a radix tree) answered, in the
 * same order, since the engine keeps the first 64 completions of a prefix in
 * that order and breaks score ties by it. Building that tree term by term was
 * a fifth of the index's load time; here the tree is built once from the sorted
 * terms, and the order in which MiniSearch's tree would hold each node's
 * children (insertion order, moved to the end when an edge splits) is worked
 * out from the terms' insertion order (see `childOrder`).
 */

/** Marks a node's own term among its ordered entries (MiniSearch's `LEAF` key). */
const LEAF = -1;
/** Lookups kept for reuse (least recently used dropped first). */
const RECENT_LOOKUPS = 256;
/** The entries of a node that is one term and nothing under it (shared: entries are never changed). */
const LEAF_ONLY: readonly number[] = [LEAF];

interface Tree {
  /** Length of the node's path (the common prefix of its terms). */
  depth: number[];
  /** The node's own term id, or -1. */
  term: number[];
  /** A term id under the node, to read the node's path from. */
  rep: number[];
  /** Length of the longest term under the node. */
  longest: number[];
  /** Child nodes and LEAF, in the order of MiniSearch's tree. */
  entries: ReadonlyArray<readonly number[]>;
}

export class Vocabulary {
  private readonly ids: Map<string, number>;
  /** Terms by id; ids are insertion order (the order MiniSearch's tree was filled in). */
  private readonly terms: string[];
  private tree: Tree | null = null;
  /**
   * Recent lookups. Search as you type asks again for every finished word at each
   * keystroke ("upload large m", "upload large mo"…); answers never change.
   */
  private readonly recent = new Map<string, unknown>();

  /** `terms` maps each term to its id, ids counting up in insertion order from 0. */
  constructor(terms: Map<string, number>) {
    this.ids = terms;
    this.terms = new Array<string>(terms.size);
    for (const [term, id] of terms) this.terms[id] = term;
  }

  get size(): number {
    return this.terms.length;
  }

  get(term: string): number | undefined {
    return this.ids.get(term);
  }

  /** Terms starting with `prefix` (itself included), in `SearchableMap.atPrefix` order. */
  atPrefix(prefix: string): ReadonlyArray<[string, number]> {
    return this.remember(`p ${prefix}`, () => this.walkPrefix(prefix));
  }

  /**
   * Terms within `maxDistance` edits (Levenshtein) of `query`, with their distance,
   * in `SearchableMap.fuzzyGet` order.
   */
  fuzzyGet(query: string, maxDistance: number): ReadonlyMap<string, [number, number]> {
    return this.remember(`${maxDistance} ${query}`, () => this.walkFuzzy(query, maxDistance));
  }

  private remember<T>(key: string, compute: () => T): T {
    let value = this.recent.get(key) as T | undefined;
    if (value === undefined) {
      value = compute();
      if (this.recent.size >= RECENT_LOOKUPS) this.recent.delete(this.recent.keys().next().value!);
    } else {
      this.recent.delete(key);
    }
    this.recent.set(key, value);
    return value;
  }

  private walkPrefix(prefix: string): Array<[string, number]> {
    const tree = this.getTree();
    const out: Array<[string, number]> = [];
    const start = this.find(tree, prefix);
    if (start < 0) return out;
    // MiniSearch's iterator takes a node's entries last first: a depth-first walk with
    // the entries reversed. Stack items are nodes, or (~node) a node's own term.
    const stack = [start];
    while (stack.length) {
      const item = stack.pop()!;
      if (item < 0) {
        const id = tree.term[~item]!;
        out.push([this.terms[id]!, id]);
      } else {
        for (const e of tree.entries[item]!) stack.push(e === LEAF ? ~item : e);
      }
    }
    return out;
  }

  private walkFuzzy(query: string, maxDistance: number): Map<string, [number, number]> {
    const tree = this.getTree();
    const results = new Map<string, [number, number]>();
    const n = query.length + 1;
    // Matching terms can never be longer than the query plus maxDistance.
    const m = n + maxDistance;
    const matrix = new Uint8Array(m * n).fill(maxDistance + 1);
    for (let j = 0; j < n; ++j) matrix[j] = j;
    for (let i = 1; i < m; ++i) matrix[i * n] = i;
    const codes = Array.from({length: query.length}, (_, j) => query.charCodeAt(j));
    // Subtrees whose terms are all too short to be within maxDistance are skipped (same results, less work).
    const shortest = query.length - maxDistance;
    const recurse = (node: number, rows: number) => {
      const offset = rows * n;
      const path = tree.depth[node]!;
      entries: for (const e of tree.entries[node]!) {
        if (e === LEAF) {
          const distance = matrix[offset - 1]!;
          if (distance <= maxDistance) results.set(this.terms[tree.term[node]!]!, [tree.term[node]!, distance]);
          continue;
        }
        const end = tree.depth[e]!;
        // Rows past the matrix are terms longer than any match: nothing under them matches.
        if (rows + end - path > m || tree.longest[e]! < shortest) continue;
        const chars = this.terms[tree.rep[e]!]!;
        let i = rows;
        for (let pos = path; pos < end; ++pos, ++i) {
          const char = chars.charCodeAt(pos);
          const thisRow = n * i;
          const prevRow = thisRow - n;
          let minDistance = matrix[thisRow]!;
          const jmin = Math.max(0, i - maxDistance - 1);
          const jmax = Math.min(n - 1, i + maxDistance);
          for (let j = jmin; j < jmax; ++j) {
            const rpl = matrix[prevRow + j]! + (char === codes[j] ? 0 : 1);
            const del = matrix[prevRow + j + 1]! + 1;
            const ins = matrix[thisRow + j]! + 1;
            let dist = rpl < del ? rpl : del;
            if (ins < dist) dist = ins;
            matrix[thisRow + j + 1] = dist;
            if (dist < minDistance) minDistance = dist;
          }
          // Distances never decrease further down: no term under this edge matches.
          if (minDistance > maxDistance) continue entries;
        }
        recurse(e, i);
      }
    };
    recurse(0, 1);
    return results;
  }

  /** The node whose subtree holds exactly the terms starting with `prefix`, or -1. */
  private find(tree: Tree, prefix: string): number {
    let node = 0;
    let pos = 0;
    while (pos < prefix.length) {
      let next = -1;
      for (const e of tree.entries[node]!) {
        if (e !== LEAF && this.terms[tree.rep[e]!]!.charCodeAt(pos) === prefix.charCodeAt(pos)) {
          next = e;
          break;
        }
      }
      if (next < 0) return -1;
      const chars = this.terms[tree.rep[next]!]!;
      const end = Math.min(prefix.length, tree.depth[next]!);
      for (let i = pos + 1; i < end; i++) if (chars.charCodeAt(i) !== prefix.charCodeAt(i)) return -1;
      node = next;
      pos = tree.depth[next]!;
    }
    return node;
  }

  /** Builds the lookup tree now, rather than in the first lookup. */
  prepare(): void {
    this.getTree();
  }

  private getTree(): Tree {
    return (this.tree ??= buildTree(this.terms, this.ids));
  }
}

/**
 * The radix tree of the terms, with each node's entries (children and own
 * term) in the order MiniSearch's `SearchableMap.from(terms)` keeps them.
 *
 * In that tree a node's entries are a Map in insertion order: a child edge is
 * set when its child node is created, and set again (moved to the end) when
 * the edge splits, which creates a new child. So an entry's place is the time
 * its edge was last set: for child Q of P, max(created(P), created(Q)), ties
 * (a split creating P with the old child then the new one) by created(Q); the
 * own term of P at the time it was inserted. A node exists from the moment its
 * path is a term, or the common prefix of two terms that differ right after it:
 * created = min(own term's time, second earliest first-insertion among its children).
 */
function buildTree(terms: string[], ids: Map<string, number>): Tree {
  const sorted = [...terms].sort();
  const depth: number[] = [0];
  const term: number[] = [-1];
  const rep: number[] = [-1];
  const children: number[][] = [[]];
  const created: number[] = [-1];
  const earliest: number[] = [Infinity];
  const longest: number[] = [0];
  const newNode = (d: number, t: number, r: number) => {
    depth.push(d);
    term.push(t);
    rep.push(r);
    children.push([]);
    created.push(0);
    earliest.push(0);
    longest.push(0);
    return depth.length - 1;
  };
  const finish = (node: number) => {
    const own = term[node]! >= 0 ? term[node]! : Infinity;
    let first = Infinity;
    let second = Infinity;
    let max = term[node]! >= 0 ? depth[node]! : 0;
    for (const c of children[node]!) {
      if (longest[c]! > max) max = longest[c]!;
      const t = earliest[c]!;
      if (t < first) (second = first), (first = t);
      else if (t < second) second = t;
    }
    earliest[node] = Math.min(own, first);
    longest[node] = max;
    created[node] = node === 0 ? -1 : Math.min(own, second);
  };
  const stack = [0];
  let prev = '';
  for (const s of sorted) {
    let lcp = 0;
    const max = Math.min(prev.length, s.length);
    while (lcp < max && prev.charCodeAt(lcp) === s.charCodeAt(lcp)) lcp++;
    let last = -1;
    while (depth[stack[stack.length - 1]!]! > lcp) {
      last = stack.pop()!;
      finish(last);
    }
    const top = stack[stack.length - 1]!;
    let parent = top;
    if (depth[top]! < lcp) {
      // The new term branches off inside the edge to `last`: a node at the branch point.
      const branch = newNode(lcp, -1, rep[last]!);
      const siblings = children[top]!;
      siblings[siblings.length - 1] = branch;
      children[branch]!.push(last);
      stack.push(branch);
      parent = branch;
    }
    const id = ids.get(s)!;
    const leaf = newNode(s.length, id, id);
    children[parent]!.push(leaf);
    stack.push(leaf);
    prev = s;
  }
  while (stack.length) finish(stack.pop()!);
  const entries = children.map((list, p) => childOrder(p, list, term, created));
  return {depth, term, rep, longest, entries};
}

function childOrder(p: number, list: number[], term: number[], created: number[]): readonly number[] {
  const own = term[p]!;
  // Most nodes have one entry: nothing to order.
  if (list.length + (own >= 0 ? 1 : 0) < 2) return own >= 0 ? LEAF_ONLY : list;
  const entries = own >= 0 ? [...list, LEAF] : [...list];
  const time = (e: number) => (e === LEAF ? own : Math.max(created[p]!, created[e]!));
  const tie = (e: number) => (e === LEAF ? own : created[e]!);
  // Insertion sort: a node has a handful of entries.
  for (let i = 1; i < entries.length; i++) {
    const e = entries[i]!;
    let j = i - 1;
    while (j >= 0 && (time(entries[j]!) > time(e) || (time(entries[j]!) === time(e) && tie(entries[j]!) > tie(e)))) {
      entries[j + 1] = entries[j]!;
      j--;
    }
    entries[j + 1] = e;
  }
  return entries;
}
