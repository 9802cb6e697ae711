/**
 * `npm run diagrams`: draws every ```mermaid block of docs/ in Chromium, once per colour mode,
 * into plugins/diagrams/rendered/<key>.<mode>.svg (store.ts), and removes the rendered files no
 * diagram uses. Only missing renders are drawn; `--all` draws every diagram again.
 * The build never draws: it reads these files (remark.ts).
 */
import {mkdirSync, readdirSync, rmSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {chromium} from 'playwright-core';
import {chromiumArgs, chromiumPath} from '../../scripts/lib/browser';
import {MERMAID_OPTIONS, MODES} from './options';
import {docDiagrams} from './sources';
import {diagramKey, idPrefix, readRendered, RENDERED_DIR, renderedFile, usedFiles} from './store';
import {checkIds, minify, scopeIds} from './svg';

async function main(): Promise<void> {
  const all = process.argv.includes('--all');
  const diagrams = docDiagrams(process.cwd());
  const byKey = new Map(diagrams.map((diagram) => [diagramKey(diagram.source), diagram]));
  mkdirSync(RENDERED_DIR, {recursive: true});
  const toDraw = [...byKey].filter(([key]) => all || 'missing' in readRendered(key));
  if (toDraw.length) {
    // An ES module that resolves its files with import.meta.resolve: loaded by Node itself, not
    // converted for require(). It launches the browser it is given: Debian's Chromium.
    const {createMermaidRenderer} = await import('mermaid-isomorphic');
    const render = createMermaidRenderer({
      browserType: chromium as unknown as NonNullable<Parameters<typeof createMermaidRenderer>[0]>['browserType'],
      launchOptions: {executablePath: chromiumPath, args: chromiumArgs},
    });
    for (const [key, diagram] of toDraw) {
      for (const mode of MODES) {
        const prefix = idPrefix(key, mode);
        const [result] = await render([diagram.source], {prefix, mermaidConfig: MERMAID_OPTIONS[mode]});
        if (result?.status !== 'fulfilled') {
          const reason = result?.reason as {message?: string} | undefined;
          throw new Error(
            `${diagram.file}:${diagram.line}: Mermaid could not draw the diagram: ${reason?.message ?? reason}`,
          );
        }
        const svg = minify(scopeIds(result.value.svg, prefix));
        checkIds(svg, prefix, `${diagram.file}:${diagram.line}`);
        writeFileSync(renderedFile(key, mode), `${svg}\n`);
      }
      console.log(`[diagrams] drew ${diagram.file}:${diagram.line} (${key})`);
    }
  }
  const used = usedFiles(byKey.keys());
  for (const name of readdirSync(RENDERED_DIR)) {
    const file = join(RENDERED_DIR, name);
    if (used.has(file)) continue;
    rmSync(file);
    console.log(`[diagrams] removed ${name}: no diagram uses it`);
  }
  console.log(`[diagrams] ${byKey.size} diagrams, ${toDraw.length} drawn`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
