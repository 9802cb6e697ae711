/**
 * The rendered diagrams committed in plugins/diagrams/rendered: one SVG per diagram and colour
 * mode, named by a key that changes with the diagram's source, the render options and Mermaid's
 * version. The build reads them (remark.ts) and never draws; `npm run diagrams` (render.ts)
 * writes them.
 */
import {createHash} from 'node:crypto';
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import {join, resolve} from 'node:path';
import {packageDir} from '../vendor-patches';
import {MERMAID_OPTIONS, MODES, type Mode} from './options';

export const RENDERED_DIR = resolve(__dirname, 'rendered');

let installedMermaid: string | undefined;

/** The installed Mermaid's version, read once: an upgrade changes every key. */
export function mermaidVersion(): string {
  if (installedMermaid) return installedMermaid;
  const dir = packageDir('mermaid');
  if (!dir) throw new Error('Mermaid is not installed: run "npm install" (diagrams are keyed by its version).');
  installedMermaid = (JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as {version: string}).version;
  return installedMermaid;
}

/** A diagram's source as both readers of the pages see it (the fence's last newline differs). */
export function normalizeSource(source: string): string {
  return source.replace(/\s+$/, '');
}

/** The key of a diagram: sha256 of its source, the render options and Mermaid's version (16 hex digits). */
export function diagramKey(source: string, version = mermaidVersion()): string {
  return createHash('sha256')
    .update(JSON.stringify({source: normalizeSource(source), options: MERMAID_OPTIONS, mermaid: version}))
    .digest('hex')
    .slice(0, 16);
}

export function renderedFile(key: string, mode: Mode, dir = RENDERED_DIR): string {
  return join(dir, `${key}.${mode}.svg`);
}

/** The id prefix of a diagram's SVG in one mode: every id and style rule inside starts with it. */
export function idPrefix(key: string, mode: Mode): string {
  return `diagram-${key}-${mode}`;
}

export type Rendered = Record<Mode, string>;

/** The rendered SVGs of a key, or the files that are missing. */
export function readRendered(key: string, dir = RENDERED_DIR): {svg: Rendered} | {missing: string[]} {
  const files = MODES.map((mode) => [mode, renderedFile(key, mode, dir)] as const);
  const missing = files.map(([, file]) => file).filter((file) => !existsSync(file));
  if (missing.length) return {missing};
  return {svg: Object.fromEntries(files.map(([mode, file]) => [mode, readFileSync(file, 'utf8')])) as Rendered};
}

/** The rendered files the diagrams of these keys use, both modes each: any other file is an orphan. */
export function usedFiles(keys: Iterable<string>, dir = RENDERED_DIR): Set<string> {
  return new Set([...keys].flatMap((key) => MODES.map((mode) => renderedFile(key, mode, dir))));
}

/**
 * A key of every rendered file, names and contents: it changes when `npm run diagrams` draws a
 * diagram again (a new renderer, Mermaid's version), even where no page's source changed.
 */
export function renderedFingerprint(dir = RENDERED_DIR): string {
  const hash = createHash('sha256');
  const names = existsSync(dir) ? readdirSync(dir).sort() : [];
  for (const name of names)
    hash
      .update(`${name}\0`)
      .update(readFileSync(join(dir, name)))
      .update('\0');
  return hash.digest('hex').slice(0, 16);
}
