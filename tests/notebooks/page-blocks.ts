/**
 * A page's code blocks as its MDX source has them, read apart from the build: the page's own
 * fences and, where the page uses an imported partial (`<SolubilityData />`), the partial's, in
 * page order, each with the tabs it sits in. From these the tests say what the page's notebook
 * must run.
 */
import {readFileSync} from 'node:fs';
import {dirname, resolve} from 'node:path';
import {blocksOfFile, isPartial, type Block} from '../content/blocks';

/** One `<TabItem>` around a block: which `<Tabs>` (an id unique within the page) and which item of it. */
export type TabPlace = {tabs: string; item: number};

export type PageBlock = Block & {tabs: TabPlace[]};

/** A Python block that is a whole program (no `partial` flag). */
export function isRunnable(block: Block): boolean {
  return block.lang === 'python' && !isPartial(block);
}

/** The blocks of a page file, partials expanded where the page uses them. */
export function pageBlocks(file: string, prefix = 'page'): PageBlock[] {
  const text = readFileSync(file, 'utf8');
  const partials = new Map<string, string>();
  for (const match of text.matchAll(/^import\s+(\w+)\s+from\s+'([^']+\.mdx?)';?$/gm)) {
    partials.set(match[1]!, resolve(dirname(file), match[2]!));
  }
  const byLine = new Map(blocksOfFile(file).map((block) => [block.line, block]));
  const out: PageBlock[] = [];
  const open: {id: string; items: number}[] = [];
  let place: TabPlace[] = [];
  let tabsCount = 0;
  let fenceEnd = 0;
  text.split('\n').forEach((line, index) => {
    const number = index + 1;
    const block = byLine.get(number);
    if (block) {
      out.push({...block, tabs: [...place]});
      fenceEnd = number + block.code.split('\n').length;
    }
    if (number <= fenceEnd) return;
    if (/^\s*<Tabs\b/.test(line)) {
      tabsCount += 1;
      open.push({id: `${prefix}/${tabsCount}`, items: 0});
    } else if (/^\s*<\/Tabs>/.test(line)) {
      open.pop();
    } else if (/^\s*<TabItem\b/.test(line)) {
      const tabs = open.at(-1)!;
      place = [...place.filter((p) => p.tabs !== tabs.id), {tabs: tabs.id, item: tabs.items}];
      tabs.items += 1;
    } else if (/^\s*<\/TabItem>/.test(line)) {
      place = place.slice(0, -1);
    }
    for (const [name, path] of partials) {
      if (new RegExp(`^\\s*<${name}\\s*/>`).test(line)) {
        for (const inner of pageBlocks(path, `${prefix}/${name}@${number}`)) {
          out.push({...inner, tabs: [...place, ...inner.tabs]});
        }
      }
    }
  });
  return out;
}

/**
 * The Python blocks the page's notebook runs, in page order: runnable blocks, and in tabs only
 * those of the first panel that holds a runnable block.
 */
export function notebookBlocks(blocks: PageBlock[]): PageBlock[] {
  const runItem = new Map<string, number>();
  for (const block of blocks.filter(isRunnable)) {
    for (const {tabs, item} of block.tabs) if (!runItem.has(tabs)) runItem.set(tabs, item);
  }
  return blocks.filter(isRunnable).filter((block) => block.tabs.every(({tabs, item}) => runItem.get(tabs) === item));
}

/** The packages of the `pip install` commands the page shows, in shell blocks or inline code, in order, each once. */
export function pagePipPackages(file: string): string[] {
  const commands: string[] = [];
  const visit = (path: string) => {
    const text = readFileSync(path, 'utf8');
    for (const block of blocksOfFile(path, ['bash', 'sh', 'shell', 'console'])) commands.push(block.code);
    const prose = text.replace(/^([ \t]*)```[\s\S]*?^\1```\s*$/gm, '');
    for (const match of prose.matchAll(/`([^`\n]+)`/g)) commands.push(match[1]!);
    for (const match of text.matchAll(/^import\s+\w+\s+from\s+'([^']+\.mdx?)';?$/gm)) {
      visit(resolve(dirname(path), match[1]!));
    }
  };
  visit(file);
  const packages: string[] = [];
  for (const command of commands) {
    for (const match of command.matchAll(/pip install ([^\n]+)/g)) {
      packages.push(
        ...match[1]!
          .trim()
          .split(/\s+/)
          .filter((word) => !word.startsWith('-')),
      );
    }
  }
  return [...new Set(packages)];
}
