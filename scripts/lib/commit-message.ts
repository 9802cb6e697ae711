/**
 * The commit message rule: a subject of at most 72 characters in the imperative ("Add", "Fix"),
 * without a final full stop; when a body follows, a blank line separates it from the subject.
 * The body carries the why and the figures.
 */
export const SUBJECT_MAX = 72;

/** Words ending in -ed that are imperatives themselves. */
const ED_VERBS = new Set(['embed', 'exceed', 'feed', 'need', 'proceed', 'seed', 'shed', 'shred', 'speed', 'succeed']);
/** Words ending in -s that are imperatives themselves. */
const S_VERBS = new Set([
  'access',
  'address',
  'bias',
  'bypass',
  'compress',
  'discuss',
  'focus',
  'pass',
  'press',
  'process',
]);

/** What breaks the rule in `message` (empty when it follows it). Comment lines (`#`) are ignored. */
export function commitMessageFaults(message: string): string[] {
  const lines = message
    .split('\n')
    .filter((line) => !line.startsWith('#'))
    .map((line) => line.trimEnd());
  while (lines.length > 0 && lines[lines.length - 1] === '') lines.pop();
  const subject = lines[0] ?? '';
  if (subject.trim() === '') return ['the subject line is empty'];
  const faults: string[] = [];
  if ([...subject].length > SUBJECT_MAX) {
    faults.push(`the subject has ${[...subject].length} characters; at most ${SUBJECT_MAX} (put the rest in the body)`);
  }
  if (subject.endsWith('.')) faults.push('the subject ends with a full stop');
  const first = subject.split(/\s/)[0] ?? '';
  const word = first.toLowerCase();
  if (!/^[A-Z]/.test(first)) {
    faults.push(`the subject starts with "${first}": start with a capitalised verb in the imperative ("Add", "Fix")`);
  } else if (
    (word.endsWith('ed') && !ED_VERBS.has(word)) ||
    word.endsWith('ing') ||
    (/[^s]s$/.test(word) && !S_VERBS.has(word)) ||
    (word.endsWith('es') && !S_VERBS.has(word))
  ) {
    faults.push(`the subject starts with "${first}": use the imperative ("Add", not "Added" or "Adds")`);
  }
  if (lines.length > 1 && lines[1] !== '')
    faults.push('the second line is not blank: a blank line separates subject and body');
  return faults;
}
