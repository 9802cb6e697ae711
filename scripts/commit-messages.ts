/**
 * Checks commit messages against the rule in scripts/lib/commit-message.ts.
 *
 *   tsx scripts/commit-messages.ts            the commits after RULE_SINCE up to HEAD (run by `npm run lint`)
 *   tsx scripts/commit-messages.ts FILE       one message, as git's commit-msg hook passes it
 *
 * Commits from before the rule keep their long subjects: history is not rewritten.
 */
import {execFileSync} from 'node:child_process';
import {readFileSync} from 'node:fs';
import {commitMessageFaults} from './lib/commit-message';

/** The last commit written before the rule; every commit after it follows the rule. */
const RULE_SINCE = '7283549ed483485889646e1664a76afbb4cf71a4';

function git(...args: string[]): string {
  return execFileSync('git', args, {encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe']});
}

function report(label: string, faults: string[]): boolean {
  for (const fault of faults) console.error(`${label}: ${fault}`);
  return faults.length === 0;
}

function checkFile(file: string): boolean {
  return report('commit message', commitMessageFaults(readFileSync(file, 'utf8')));
}

function checkHistory(): boolean {
  let range = `${RULE_SINCE}..HEAD`;
  try {
    git('merge-base', '--is-ancestor', RULE_SINCE, 'HEAD');
  } catch {
    // A shallow clone or another history: check the newest commit only.
    console.warn(`commit messages: ${RULE_SINCE.slice(0, 7)} is not in this history; checking HEAD only`);
    range = '-1';
  }
  const log = git('log', '--format=%H%x00%B%x1e', range);
  let ok = true;
  for (const entry of log.split('\x1e')) {
    const [hash, body] = entry.replace(/^\n/, '').split('\x00');
    if (!hash || body === undefined) continue;
    ok = report(`commit ${hash.slice(0, 7)}`, commitMessageFaults(body)) && ok;
  }
  if (!ok) console.error('The rule: subject ≤ 72 characters, imperative, no full stop; blank line, then the body.');
  return ok;
}

const file = process.argv[2];
process.exit((file ? checkFile(file) : checkHistory()) ? 0 : 1);
