/**
 * Every `pip install` of jaqpotpy on any page of docs/ carries the dependency limits of the one
 * install command (docs/_partials/_jaqpotpy-install-command.mdx). jaqpotpy 7.0.4 declares no upper
 * bounds, and newer scikit-learn, PyTorch and xgboost releases break it, so an unpinned command on
 * any page hands the reader a broken environment. And every page that installs jaqpotpy names, in
 * its prerequisites, the Python versions of the install note (docs/_partials/_jaqpotpy-install.mdx):
 * on versions outside them jaqpotpy fails, so a page with its own range sends the reader there.
 */
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {describe, test} from 'node:test';
import {sourceFiles} from '../../scripts/lib/doc-sources';

const COMMAND_FILE = 'docs/_partials/_jaqpotpy-install-command.mdx';
const NOTE_FILE = 'docs/_partials/_jaqpotpy-install.mdx';
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

/** The Python versions the install note tells the reader to use, such as `3.10 to 3.12`. */
export function pythonRange(text: string): string {
  const range = /\bUse Python (3\.\d+ to 3\.\d+)\b/.exec(text)?.[1];
  if (!range) throw new Error(`${NOTE_FILE}: no "Use Python 3.x to 3.y"`);
  return range;
}

/** Whether a page installs jaqpotpy: it shows the install note or command, or a pip command of its own. */
const installsJaqpotpy = (text: string) =>
  /_jaqpotpy-install(-command)?\.mdx/.test(text) || /pip install[^\n`]*\sjaqpotpy(\s|$)/m.test(text);

/** Items of a page's "Prerequisites" section that name a Python version but not the range. */
export function otherPythonRanges(text: string, range: string): string[] {
  const section = /^## Prerequisites\n([\s\S]*?)(?=^## |(?![\s\S]))/m.exec(text)?.[1] ?? '';
  const items = section.split(/\n(?=\s*- )/).map((item) => item.trim().replace(/\s+/g, ' '));
  return items.filter((item) => /\bPython 3\.\d+/.test(item) && !item.includes(`Python ${range}`));
}

const limits = installLimits(readFileSync(COMMAND_FILE, 'utf8'));
const range = pythonRange(readFileSync(NOTE_FILE, 'utf8'));

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

  for (const page of PAGE_DIRS.flatMap((dir) => sourceFiles('.', dir))) {
    const text = readFileSync(page, 'utf8');
    // Partials have no prerequisites of their own; the pages that show them do.
    if (page.startsWith('docs/_partials/') || !installsJaqpotpy(text)) continue;
    test(`${page}: its prerequisites name the Python versions of the install note`, () => {
      assert.deepEqual(otherPythonRanges(text, range), []);
    });
  }

  test('a prerequisite with another Python range is reported; the range and other items are not', () => {
    const page = [
      '## Prerequisites',
      '',
      '- Python 3.10 or later with `pip`, and a terminal.',
      `- Python ${range} and jaqpotpy, installed with the command below.`,
      '- A Jaqpot account.',
      '',
      '## Step 1',
      '',
      '- Python 3.9 or older fails.',
    ].join('\n');
    assert.deepEqual(otherPythonRanges(page, range), ['- Python 3.10 or later with `pip`, and a terminal.']);
  });

  test('an unpinned command, in a block or inline, is reported; a pinned one is not', () => {
    const pinned = `pip install jaqpotpy ${limits.map((limit) => `"${limit}"`).join(' ')}`;
    const page = `Install: \`pip install jaqpotpy\`.\n\n\`\`\`bash\npip install --upgrade jaqpotpy\n${pinned}\n\`\`\`\n`;
    assert.deepEqual(unpinnedInstalls(page, limits), ['pip install jaqpotpy', 'pip install --upgrade jaqpotpy']);
    assert.deepEqual(unpinnedInstalls('`pip install jaqpot-python-sdk`', limits), []);
  });
});
