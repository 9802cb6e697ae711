/**
 * Generated doc pages, for the build bench (the same pages, in the same folders, for our site and
 * for the bare template) and the variant test site (a long sidebar category). Each page has front
 * matter, an intro, four sections of prose and a code block, written from the words of
 * docs/getting-started.mdx with a fixed seed.
 *
 * Two shapes of sidebar:
 * - `flat`: one category holding every page (the worst case for a sidebar);
 * - `sections`: categories of 50 pages each under one top category (40 of them at 2,000 pages).
 * Every category has a generated listing page (`/category/...`), as the docs' own categories do.
 */
import {mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';

export const SHAPES = ['flat', 'sections'] as const;
export type Shape = (typeof SHAPES)[number];

/** Pages per category in the `sections` shape. */
export const SECTION_PAGES = 50;
/** The folder, under a docs folder, that holds the generated pages. */
export const GENERATED_DIR = 'generated';

function category(dir: string, label: string, position: number): void {
  mkdirSync(dir, {recursive: true});
  writeFileSync(
    join(dir, '_category_.json'),
    JSON.stringify({label, position, collapsed: true, link: {type: 'generated-index'}}),
  );
}

/** Writes `count` generated pages of `shape` into `docsDir/generated/`. */
export function writeGeneratedPages(docsDir: string, count: number, shape: Shape): void {
  // Plain words only: a line that starts with `import` or `export` is ESM to MDX.
  const words = (readFileSync('docs/getting-started.mdx', 'utf8').match(/\b[a-z]{3,12}\b/g) ?? ['model']).filter(
    (w) => w !== 'import' && w !== 'export',
  );
  let seed = 7;
  const pick = () => words[(seed = (seed * 1103515245 + 12345) & 0x7fffffff) % words.length];
  const sentence = (n: number) => Array.from({length: n}, pick).join(' ');
  const top = join(docsDir, GENERATED_DIR);
  category(top, 'Generated', 100);
  for (let p = 0; p < count; p++) {
    let dir = top;
    if (shape === 'sections') {
      const section = Math.floor(p / SECTION_PAGES);
      dir = join(top, `section-${section}`);
      if (p % SECTION_PAGES === 0) category(dir, `Section ${section}`, section);
    }
    const sections = Array.from(
      {length: 4},
      (_, s) =>
        `## ${sentence(3)} ${s}\n\n${sentence(60)}.\n\n${sentence(40)}.\n\n\`\`\`python\nmodel = ${pick()}(${p}, ${s})\n\`\`\`\n`,
    );
    writeFileSync(
      join(dir, `page-${p}.mdx`),
      `---\ntitle: Page ${p} ${sentence(2)}\ndescription: ${sentence(8)}.\nsidebar_position: ${p}\n---\n\n${sentence(30)}.\n\n${sections.join('\n')}`,
    );
  }
}
