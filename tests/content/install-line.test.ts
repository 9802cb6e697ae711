/**
 * Every `pip install` of jaqpotpy on any page of docs/ carries the dependency limits of the one
 * install command (docs/_partials/_jaqpotpy-install-command.mdx). jaqpotpy 7.0.4 declares no upper
 * bounds, and newer scikit-learn, PyTorch and xgboost releases break it, so an unpinned command on
 * any page hands the reader a broken environment.
 */
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {describe, test} from 'node:test';
import {sourceFiles} from '../../scripts/lib/doc-sources';

const COMMAND_FILE = 'docs/_partials/_jaqpotpy-install-command.mdx';
/** Every page and partial: a reader may start from any of them. */
const PAGE_DIRS = ['docs'];

/** The quoted requirement specifiers of the install command, such as `torch>=2.0,<2.9`. */
export function installLimits(text: string): string[] {
  const args = /^pip install jaqpotpy (.+)$/m.exec(text)?.[1];
  if (!args) throw new Error(`${COMMAND_FILE}: no "pip install jaqpotpy …" line`);
  return [...args.matchAll(/"([^"]+)"/g)].map((m) => m[1]!);
}

/** `pip install` commands of a page, in code or inline code, that install jaqpotpy without every limit. */
export function unpinnedInstalls(text: string, limits: string[]): string[] {
  const commands = text.match(/pip install[^\n`]*/g) ?? [];
  return commands.filter(
    (command) => /(^|\s)jaqpotpy(\s|$)/.test(command) && limits.some((limit) => !command.includes(`"${limit}"`)),
  );
}

const limits = installLimits(readFileSync(COMMAND_FILE, 'utf8'));

describe('jaqpotpy install commands', () => {
  test('the install command limits scikit-learn, torch and xgboost', () => {
    const packages = limits.map((limit) => /^[\w-]+/.exec(limit)?.[0]);
    assert.deepEqual(packages.sort(), ['scikit-learn', 'torch', 'xgboost']);
    for (const limit of limits) assert.match(limit, /,<\d/, `${limit} has no upper bound`);
  });

  for (const page of PAGE_DIRS.flatMap((dir) => sourceFiles('.', dir))) {
    test(`${page}: every pip install of jaqpotpy carries the limits`, () => {
      assert.deepEqual(unpinnedInstalls(readFileSync(page, 'utf8'), limits), []);
    });
  }

  test('an unpinned command, in a block or inline, is reported; a pinned one is not', () => {
    const pinned = `pip install jaqpotpy ${limits.map((limit) => `"${limit}"`).join(' ')}`;
    const page = `Install: \`pip install jaqpotpy\`.\n\n\`\`\`bash\npip install --upgrade jaqpotpy\n${pinned}\n\`\`\`\n`;
    assert.deepEqual(unpinnedInstalls(page, limits), ['pip install jaqpotpy', 'pip install --upgrade jaqpotpy']);
    assert.deepEqual(unpinnedInstalls('`pip install jaqpot-python-sdk`', limits), []);
  });
});
