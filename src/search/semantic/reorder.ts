/**
 * The re-ranker's last step, once the sentence vectors are made: the first pages, where their
 * words barely tell them apart, re-ordered by how close each is in meaning to the query. A
 * reader's question often names the answer's subject in other words than the page does, and the
 * page that holds the same words ranks above it (docs-dev/measurements/search.md).
 */
import type {Ranking} from '../order';
import type {PageKind, Ranked, Structure} from '../types';
import {RANKING} from '../weights';

const {semantic: SEMANTIC} = RANKING;
const DEMOTED: ReadonlySet<PageKind> = new Set(RANKING.demoted);

/**
 * Among the first `RANKING.semantic.pages` pages, those whose best score is within a factor
 * e^gate of the first page's, and not of a demoted kind, are put in order of
 * ln(score / first's) + weight × similarity, in the places they held. `similarity(page)` is the
 * page's best record's cosine with the query. With `explain`, each hit of those pages carries it.
 */
export function reorderBySimilarity(
  s: Structure,
  ranking: Ranking,
  similarity: (page: number) => number,
  explain: boolean,
  requiredWords: number,
): void {
  if (requiredWords < SEMANTIC.words) return;
  const groups: Array<{page: number; from: number; to: number}> = [];
  for (let i = 0; i < ranking.hits.length && groups.length <= SEMANTIC.pages; i++) {
    const page = s.pageOf[ranking.hits[i]!.place]!;
    const last = groups[groups.length - 1];
    if (last?.page === page) last.to = i + 1;
    else groups.push({page, from: i, to: i + 1});
  }
  const first = groups[0] && ranking.hits[groups[0].from]!.pageScore;
  if (!first) return;
  const movable: Array<{group: number; value: number}> = [];
  // The score's share never rises down the list (a demoted page may stand above a better score).
  let share = 0;
  for (let g = 0; g < Math.min(SEMANTIC.pages, groups.length); g++) {
    const {page, from} = groups[g]!;
    share = Math.min(share, Math.log(ranking.hits[from]!.pageScore / first));
    if (share < -SEMANTIC.gate) break;
    if (DEMOTED.has(s.pages[page]!.kind)) continue;
    const close = similarity(page);
    movable.push({group: g, value: share + SEMANTIC.weight * close});
    if (explain)
      for (let i = from; i < groups[g]!.to; i++) if (ranking.hits[i]!.parts) ranking.hits[i]!.parts!.similarity = close;
  }
  if (movable.length < 2) return;
  const places = movable.map((m) => m.group);
  const order = [...movable].sort((a, b) => b.value - a.value || a.group - b.group).map((m) => m.group);
  if (order.every((g, k) => g === places[k])) return;
  // The hits of the groups from the first movable one to the last: each movable place takes the
  // group the new order puts there; a demoted page between them keeps its own.
  const [firstPlace, lastPlace] = [places[0]!, places[places.length - 1]!];
  const rebuilt: Ranked[] = [];
  for (let g = firstPlace; g <= lastPlace; g++) {
    const at = places.indexOf(g);
    const {from, to} = groups[at < 0 ? g : order[at]!]!;
    rebuilt.push(...ranking.hits.slice(from, to));
  }
  const start = groups[firstPlace]!.from;
  ranking.hits.splice(start, groups[lastPlace]!.to - start, ...rebuilt);
}
