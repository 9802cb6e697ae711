/**
 * Every ```python block of the site parses with Python 3's parser, imports only names that the
 * facts files list, and calls imported jaqpotpy / SDK classes and functions with keyword
 * arguments their signatures accept.
 */
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import {readFileSync, readdirSync, statSync} from 'node:fs';
import {join} from 'node:path';
import {describe, test} from 'node:test';
import {PythonFacts} from './facts';

type Block = {file: string; line: number; code: string};
type Analysis = {
  error?: string;
  imports?: {module: string; names: string[]}[];
  calls?: {callee: string; keywords: string[]; line: number}[];
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sourceFiles(path) : /\.mdx?$/.test(name) ? [path] : [];
  });
}

function pythonBlocks(): Block[] {
  const blocks: Block[] = [];
  for (const file of [...sourceFiles('docs'), ...sourceFiles('src/pages')]) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/^(\s*)```python[^\n]*\n([\s\S]*?)^\1```\s*$/gm)) {
      const indent = match[1]!.length;
      const code = match[2]!
        .split('\n')
        .map((l) => l.slice(Math.min(indent, l.length - l.trimStart().length)))
        .join('\n');
      blocks.push({file, line: text.slice(0, match.index).split('\n').length, code});
    }
  }
  return blocks;
}

const blocks = pythonBlocks();
const run = spawnSync('python3', ['tests/content/python_samples.py'], {
  input: JSON.stringify(blocks),
  encoding: 'utf8',
  maxBuffer: 64 * 1024 * 1024,
});
if (run.error || run.status !== 0) {
  throw new Error(`python3 could not analyse the samples: ${run.error?.message ?? run.stderr}`);
}
const analyses = JSON.parse(run.stdout) as Analysis[];
const facts = new PythonFacts();

describe('python code samples', () => {
  test('there are samples to check', () => {
    assert.ok(blocks.length > 50, `only ${blocks.length} python blocks found`);
    console.log(`[content] ${blocks.length} python blocks checked`);
  });

  test('every block parses', () => {
    const bad = blocks.flatMap((b, i) => (analyses[i]!.error ? [`${b.file}:${b.line}: ${analyses[i]!.error}`] : []));
    assert.deepEqual(bad, []);
  });

  test('every jaqpotpy, jaqpot_api_client and jaqpot_python_sdk import exists in the facts', () => {
    const bad: string[] = [];
    let checked = 0;
    blocks.forEach((b, i) => {
      for (const {module, names} of analyses[i]!.imports ?? []) {
        if (!/^jaqpot(py|_api_client|_python_sdk)(\.|$)/.test(module)) continue;
        if (names.length === 0) {
          checked += 1;
          if (!facts.hasModule(module)) bad.push(`${b.file}:${b.line}: import ${module}`);
        }
        for (const name of names) {
          checked += 1;
          if (facts.canImport(module, name) !== true) bad.push(`${b.file}:${b.line}: from ${module} import ${name}`);
        }
      }
    });
    assert.deepEqual(bad, []);
    console.log(`[content] ${checked} imported names checked`);
  });

  test('calls of imported classes and functions use only keywords their signatures accept', () => {
    const bad: string[] = [];
    let checked = 0;
    blocks.forEach((b, i) => {
      const imported = new Map<string, string>();
      for (const {module, names} of analyses[i]!.imports ?? []) {
        for (const name of names) imported.set(name, module);
      }
      for (const call of analyses[i]!.calls ?? []) {
        const module = imported.get(call.callee);
        if (!module || !/^jaqpot(py|_python_sdk)(\.|$)/.test(module)) continue;
        const signature = facts.signature(module, call.callee);
        if (!signature) continue;
        checked += 1;
        for (const keyword of call.keywords) {
          if (!signature.params.has(keyword) && !signature.acceptsAnyKeyword) {
            bad.push(`${b.file}:${b.line + call.line}: ${call.callee}(${keyword}=…) is not a parameter`);
          }
        }
      }
    });
    assert.deepEqual(bad, []);
    console.log(`[content] ${checked} calls checked against signatures`);
  });

  test('no name the original site got wrong comes back', () => {
    const stale = /\b(deploy_torch_model|GraphSageNetwork\b|JaqpotpyDataset|predict_local|Sequence_LSTM)/;
    const bad = blocks.filter((b) => stale.test(b.code)).map((b) => `${b.file}:${b.line}`);
    assert.deepEqual(bad, []);
  });
});
