/**
 * The code colour classes (src/code/token-colours.ts) give every token of the site's code blocks
 * the style prism-react-renderer's own Highlight gives it inline, in both colour modes.
 */
import assert from 'node:assert/strict';
import {createRequire} from 'node:module';
import {describe, test} from 'node:test';
import React from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {Highlight, Prism, type PrismTheme} from 'prism-react-renderer';
import {darkCodeTheme, lightCodeTheme} from '../../config/prism';
import {codeColoursCss, tokenColourClasses} from '../../src/code/token-colours';
import {codeBlocks} from '../content/blocks';

// The site's additional languages, registered as the theme registers them.
const require = createRequire(import.meta.url);
(globalThis as {Prism?: unknown}).Prism = Prism;
require('prismjs/components/prism-bash');
require('prismjs/components/prism-java');

type Mode = 'light' | 'dark';
const themes = {light: lightCodeTheme, dark: darkCodeTheme};

/** Declarations per class and mode, read back from the stylesheet. */
function rulesOf(css: string): Map<string, string[]> {
  const rules = new Map<string, string[]>();
  for (const [, scope, cls, body] of css.matchAll(/^(html[^ {]*) \.([\w-]+)\{([^}]*)\}$/gm)) {
    const mode = scope!.includes(':not(') ? 'light' : 'dark';
    rules.set(`${mode} ${cls}`, body!.split(';'));
  }
  return rules;
}

/** A style object as sorted `property:value` declarations, colour and font only. */
function declarations(style: Record<string, unknown> | undefined): string[] {
  return Object.entries(style ?? {})
    .filter(([property]) => property !== 'display')
    .map(([property, value]) => `${property.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}:${value}`)
    .sort();
}

/** Each token of `code` with the inline style prism-react-renderer's Highlight gives it in `theme`. */
function highlighted(code: string, language: string, theme: PrismTheme): {types: string[]; style: string[]}[] {
  const tokens: {types: string[]; style: string[]}[] = [];
  renderToStaticMarkup(
    React.createElement(Highlight, {
      theme,
      code,
      language,
      children: ({tokens: lines, getTokenProps}) => {
        for (const token of lines.flat())
          tokens.push({
            types: token.types,
            style: declarations(getTokenProps({token}).style as Record<string, unknown> | undefined),
          });
        return null;
      },
    }),
  );
  return tokens;
}

describe('code colour classes', () => {
  const rules = rulesOf(codeColoursCss(themes));
  const blocks = codeBlocks(['python', 'bash', 'java', 'kotlin', 'json', 'xml', 'text']);

  test('the site has code blocks of the highlighted languages to compare', () => {
    assert.ok(blocks.length > 100, `${blocks.length} blocks`);
  });

  for (const mode of ['light', 'dark'] as Mode[]) {
    test(`every token of every code block gets, in ${mode} mode, the style Highlight gives it inline`, () => {
      let compared = 0;
      for (const block of blocks) {
        for (const {types, style} of highlighted(block.code, block.lang, themes[mode])) {
          const classes = tokenColourClasses(types, themes).split(' ').filter(Boolean);
          const fromClasses = classes.flatMap((cls) => rules.get(`${mode} ${cls}`) ?? []).sort();
          assert.deepEqual(fromClasses, style, `${block.file}:${block.line} token ${types.join(' ')}`);
          compared += 1;
        }
      }
      assert.ok(compared > 10_000, `${compared} tokens`);
    });
  }

  test('the frame takes each mode’s plain colours', () => {
    const css = codeColoursCss(themes);
    assert.match(
      css,
      new RegExp(
        `html:not\\(\\[data-theme=dark\\]\\)\\{--prism-color:${lightCodeTheme.plain.color};--prism-background-color:${lightCodeTheme.plain.backgroundColor}\\}`,
      ),
    );
    assert.match(
      css,
      new RegExp(
        `html\\[data-theme=dark\\]\\{--prism-color:${darkCodeTheme.plain.color};--prism-background-color:${darkCodeTheme.plain.backgroundColor}\\}`,
      ),
    );
  });
});
