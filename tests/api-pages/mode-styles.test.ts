/**
 * The reference's stylesheet for both colour modes (src/components/ApiReference/mode-styles.ts),
 * on small renders: dark rules land on the light markup's class names, in the light rules' order,
 * scoped to their mode; renders that differ in more than class names are refused.
 */
import assert from 'node:assert/strict';
import {describe, test} from 'node:test';
import {modeStylesheet, pairClassNames} from '../../src/components/ApiReference/mode-styles';

const light = {
  html: '<div class="sc-a wrapL"><p class="sc-b textL">Hi</p><p class="sc-b textL">Ho</p></div>',
  css: '.wrapL{padding:4px;}/*!sc*/\n.textL{color:#111;}/*!sc*/\n@media print{.textL{color:#000;}}/*!sc*/\ndata-styled.g1[id="sc-b"]{content:"textL,"}/*!sc*/',
};
const dark = {
  html: '<div class="sc-a wrapD"><p class="sc-b textD">Hi</p><p class="sc-b textD">Ho</p></div>',
  css: '.wrapD{padding:4px;}/*!sc*/\n.textD{color:#eee;}/*!sc*/\n.textD a{color:#9cf;}/*!sc*/\n@media print{.textD{color:#000;}}/*!sc*/',
};

describe('stylesheet of both colour modes', () => {
  test('pairs each dark class name with the light one at its place', () => {
    assert.deepEqual(
      [...pairClassNames(light.html, dark.html)],
      [
        ['sc-a', 'sc-a'],
        ['wrapD', 'wrapL'],
        ['sc-b', 'sc-b'],
        ['textD', 'textL'],
      ],
    );
  });

  test('refuses renders that differ in more than class names, or a dark name standing for two', () => {
    assert.throws(() => pairClassNames(light.html, dark.html.replace('Ho', 'Hu')), /differ in more than class names/);
    assert.throws(
      () => pairClassNames(light.html, dark.html.replace('class="sc-b textD">Ho', 'class="sc-b textD textD">Ho')),
      /differ in length/,
    );
    const twoLight = light.html.replace('class="sc-b textL">Ho', 'class="sc-b otherL">Ho');
    assert.throws(() => pairClassNames(twoLight, dark.html), /stands for both textL and otherL/);
  });

  test('writes shared rules once, and the rules that differ scoped to each mode, in place', () => {
    const css = modeStylesheet(light, dark)
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
    assert.deepEqual(css, [
      '.wrapL{padding:4px;}',
      ":where(html:not([data-theme='dark'])) .textL{color:#111;}",
      ":where(html[data-theme='dark']) .textL{color:#eee;}",
      '@media print{.textL{color:#000;}}',
      // Only dark mode has it: last.
      ":where(html[data-theme='dark']) .textL a{color:#9cf;}",
    ]);
  });
});
