/**
 * What a page installs: the packages of every `pip install` command it shows, in shell code
 * blocks or in inline code (`pip install jaqpotpy` in a prerequisites list), in page order,
 * each once. The notebook's first cell installs exactly these.
 */
import type {Element} from 'hast';
import {collect, textContent} from '../built-pages/tree';
import {codeBlockInfo, isCodeBlock} from '../llms-txt/html-to-markdown';

const SHELL_LANGUAGES = new Set(['bash', 'sh', 'shell', 'console', 'zsh', 'powershell']);

/** `pip install …` up to the end of the command (a newline, `;`, `&&`, `|`, a comment or a closing bracket). */
const PIP_INSTALL = /(?:^|[\s;&|(`])(?:python3?\s+-m\s+)?pip3?\s+install\s+([^\n;&|#)`]+)/g;

/** pip options whose value is the next word: that word is not a package. */
const OPTIONS_WITH_VALUE = new Set([
  '-r',
  '--requirement',
  '-c',
  '--constraint',
  '-e',
  '--editable',
  '-i',
  '--index-url',
  '--extra-index-url',
  '-t',
  '--target',
]);

/** A requirement as pip takes it: a name with optional extras and version specifiers. */
const REQUIREMENT =
  /^[A-Za-z0-9][A-Za-z0-9._-]*(\[[A-Za-z0-9._,-]+\])?([=<>!~]=?[A-Za-z0-9.*+!_-]+(,[=<>!~]=?[A-Za-z0-9.*+!_-]+)*)?$/;

/** The packages of the `pip install` commands in a text, in order, each as written (quoted or not). */
export function pipPackages(text: string): string[] {
  const packages: string[] = [];
  for (const match of text.matchAll(PIP_INSTALL)) {
    const words = match[1]!.trim().split(/\s+/);
    for (let i = 0; i < words.length; i += 1) {
      const word = words[i]!;
      if (word.startsWith('-')) {
        if (OPTIONS_WITH_VALUE.has(word)) i += 1;
        continue;
      }
      // Kept as the page quotes it: `%pip` hands the line to a shell, where `<` and `>` redirect.
      if (REQUIREMENT.test(word.replace(/^(["'])(.*)\1$/, '$2'))) packages.push(word);
    }
  }
  return packages;
}

/** The packages a page's article installs, each once, in the order the page first names them. */
export function pagePackages(article: Element): string[] {
  const texts = collect(article, (node) => isCodeBlock(node) || node.tagName === 'code').map((node) => {
    if (!isCodeBlock(node)) return textContent(node);
    const block = codeBlockInfo(node);
    return SHELL_LANGUAGES.has(block.language) ? block.code : '';
  });
  return [...new Set(texts.flatMap(pipPackages))];
}
