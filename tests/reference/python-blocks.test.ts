/**
 * Every ```python block on the reference pages parses with Python 3's ast, and
 * every jaqpotpy name it imports exists in the facts.
 */
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import {test} from 'node:test';

import {PY_API_PAGES, facts, pageSource} from './helpers';

interface Block {
  page: string;
  index: number;
  code: string;
}

function pythonBlocks(): Block[] {
  const blocks: Block[] = [];
  for (const page of [...PY_API_PAGES, 'index']) {
    const src = pageSource(page);
    let index = 0;
    for (const m of src.matchAll(/^```python[^\n]*\n([\s\S]*?)^```$/gm)) {
      blocks.push({page, index: index++, code: m[1]});
    }
  }
  return blocks;
}

/** Names importable from a jaqpotpy module according to the facts. */
function importable(moduleName: string): Set<string> | undefined {
  const mod = facts.modules[moduleName];
  if (!mod) return undefined;
  return new Set([
    ...mod.exports,
    ...mod.classes.map((c) => c.name),
    ...mod.functions.map((f) => f.name),
    ...mod.constants,
  ]);
}

/** Outside jaqpotpy, the imports the brief's facts allow. */
const OTHER_ALLOWED: Record<string, string[]> = {
  jaqpot_api_client: ['ModelTask', 'ModelVisibility', 'Feature', 'DockerConfig', 'ModelType'],
  'jaqpot_api_client.models.feature_type': ['FeatureType'],
  'jaqpot_python_sdk.jaqpot_api_client': ['JaqpotApiClient'],
};

test('python blocks parse with ast.parse', (t) => {
  const blocks = pythonBlocks();
  const probe = spawnSync('python3', ['--version']);
  if (probe.error) {
    t.skip('python3 is not available');
    return;
  }
  const script = [
    'import ast, json, sys',
    'bad = []',
    'for b in json.load(sys.stdin):',
    '    try:',
    '        ast.parse(b["code"])',
    '    except SyntaxError as e:',
    '        bad.append(f"{b[\'page\']} block {b[\'index\']}: {e}")',
    'print(json.dumps(bad))',
  ].join('\n');
  const run = spawnSync('python3', ['-c', script], {input: JSON.stringify(blocks), encoding: 'utf8'});
  assert.equal(run.status, 0, run.stderr);
  const bad = JSON.parse(run.stdout) as string[];
  assert.deepEqual(bad, [], bad.join('\n'));
  console.log(`[reference] ${blocks.length} python blocks parse`);
});

test('python blocks import only names from the facts', () => {
  const problems: string[] = [];
  for (const b of pythonBlocks()) {
    const code = b.code.replace(/\(\s*([^)]*)\)/g, (_m, inner: string) => inner.replace(/\s+/g, ' '));
    for (const m of code.matchAll(/^from\s+([\w.]+)\s+import\s+(.+)$/gm)) {
      const [, from, list] = m;
      const names = list.split(',').map((n) => n.trim().split(/\s+as\s+/)[0]).filter(Boolean);
      if (from === 'jaqpotpy' || from.startsWith('jaqpotpy.')) {
        const ok = importable(from);
        if (!ok) {
          problems.push(`${b.page}: no module ${from} in the facts`);
          continue;
        }
        for (const n of names) {
          // A name is importable when the module defines or exports it, or when it is a submodule.
          if (!ok.has(n) && !facts.modules[`${from}.${n}`]) problems.push(`${b.page}: ${from} has no ${n}`);
        }
      } else if (from.startsWith('jaqpot')) {
        const ok = OTHER_ALLOWED[from] ?? [];
        for (const n of names) if (!ok.includes(n)) problems.push(`${b.page}: ${from}.${n} is not an allowed import`);
      }
    }
    for (const m of code.matchAll(/^import\s+(jaqpot[\w.]*)/gm)) {
      if (m[1].startsWith('jaqpotpy') && !facts.modules[m[1]]) problems.push(`${b.page}: no module ${m[1]}`);
    }
  }
  assert.deepEqual(problems, [], problems.join('\n'));
});
