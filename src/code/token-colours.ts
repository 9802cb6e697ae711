/**
 * Code colours as classes instead of inline styles, so one server-rendered code block is right in
 * both colour modes and the browser never has to render it again to change its colours.
 *
 * prism-react-renderer gives each token the inline style of the current theme: the properties of
 * the theme entries of its types, merged in the order of the types (themeToDict and
 * getTokenProps in its source). Here the same merge runs for both themes and each resulting
 * declaration becomes a class: `tl<n>` for the n-th declaration of the light theme, `td<n>` for
 * the dark one. `codeColoursCss` writes the rule of each class, scoped to its colour mode.
 *
 * Shared by the browser (src/code/CodeLines.tsx) and the build (plugins/code-blocks), which must
 * number the declarations alike: both read them from the same two themes in the same order.
 */
import type {PrismTheme} from 'prism-react-renderer';

type Style = Record<string, string | number | undefined>;
type Dictionary = Map<string, Style>;

export type CodeThemes = {light: PrismTheme; dark: PrismTheme};

/** A declaration as text, `color:#d81067`, from a style property of a theme. */
function declaration(property: string, value: string | number): string {
  return `${property.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}:${value}`;
}

/** Style per token type, as prism-react-renderer's themeToDict merges the theme's entries. */
function dictionary(theme: PrismTheme): Dictionary {
  const dict: Dictionary = new Map();
  for (const entry of theme.styles) {
    // Per-language entries would make the classes depend on the block's language; none of the
    // site's themes has one, and config/prism.ts's tests would show a theme that did.
    if (entry.languages) throw new Error('Code colour classes do not support per-language theme entries');
    for (const type of entry.types) dict.set(type, {...dict.get(type), ...entry.style});
  }
  return dict;
}

/** Every declaration a token can get from the theme, in a fixed order: a class is its index. */
function declarations(theme: PrismTheme): string[] {
  const all = new Set<string>();
  for (const entry of theme.styles) {
    for (const [property, value] of Object.entries(entry.style as Style)) {
      if (value !== undefined) all.add(declaration(property, value));
    }
  }
  return [...all];
}

type Palette = {dict: Dictionary; index: Map<string, number>};

const palettes = new WeakMap<PrismTheme, Palette>();

function palette(theme: PrismTheme): Palette {
  let found = palettes.get(theme);
  if (!found)
    palettes.set(theme, (found = {dict: dictionary(theme), index: new Map(declarations(theme).map((d, i) => [d, i]))}));
  return found;
}

/** The classes of one theme for a token of these types (none for plain text: it inherits). */
function classesIn(theme: PrismTheme, prefix: string, types: string[]): string[] {
  const {dict, index} = palette(theme);
  if (types.length === 1 && types[0] === 'plain') return [];
  const style: Style = Object.assign({}, ...types.map((type) => dict.get(type)));
  return Object.entries(style)
    .filter(([, value]) => value !== undefined)
    .map(([property, value]) => `${prefix}${index.get(declaration(property, value!))}`);
}

/** The colour classes of a token of these types, for both colour modes (`tl3 td7`). */
export function tokenColourClasses(types: string[], themes: CodeThemes): string {
  return [...classesIn(themes.light, 'tl', types), ...classesIn(themes.dark, 'td', types)].join(' ');
}

/** The colour variables of the code block frame (the theme's `--prism-*`) for one mode. */
function frameVariables(theme: PrismTheme): string {
  const {color, backgroundColor} = theme.plain;
  return [color && `--prism-color:${color}`, backgroundColor && `--prism-background-color:${backgroundColor}`]
    .filter(Boolean)
    .join(';');
}

/**
 * The stylesheet of the classes and of the frame colours. Light rules also apply before the
 * colour-mode script has set `data-theme` (or without JavaScript): light is the default mode.
 */
export function codeColoursCss({light, dark}: CodeThemes): string {
  const modes = [
    ['html:not([data-theme=dark])', light, 'tl'],
    ['html[data-theme=dark]', dark, 'td'],
  ] as const;
  return modes
    .flatMap(([scope, theme, prefix]) => [
      `${scope}{${frameVariables(theme)}}`,
      ...declarations(theme).map((d, i) => `${scope} .${prefix}${i}{${d}}`),
    ])
    .join('\n');
}
