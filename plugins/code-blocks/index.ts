/**
 * Local Docusaurus plugin: code blocks whose markup the browser keeps from the server
 * (src/theme/CodeBlock, src/code). It
 * - writes the stylesheet of the code colour classes for both colour modes (token-colours.ts),
 * - resolves `@jaqpot/code-lines` to the highlighter itself on the server and to its on-demand
 *   loader in the browser,
 * - turns off the theme's client module that loads Prism into every page's first JavaScript
 *   (src/code/CodeLines.tsx registers the languages instead),
 * - adds the client module that loads the highlighter when a client-side navigation starts,
 * - leaves Mermaid out of the server bundle (mermaidOnServer).
 */
import {existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync} from 'node:fs';
import {join, resolve} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {PrismTheme} from 'prism-react-renderer';
import {codeColoursCss} from '../../src/code/token-colours';
import {packageDir, patchFailed} from '../vendor-patches';

const PATCH = 'no Prism at startup';

/**
 * The theme's startup client module, as the generated client-modules list names it (no
 * extension). The alias below stands in for it only while the theme lists that module: the
 * build stops when it does not.
 */
export function themePrismClientModule(themeDir = packageDir('@docusaurus/theme-classic') ?? ''): string {
  const module = join(themeDir, 'lib', 'prism-include-languages');
  const index = join(themeDir, 'lib', 'index.js');
  const listed =
    existsSync(index) &&
    /getClientModules\(\)[\s\S]{0,400}'\.\/prism-include-languages'/.test(readFileSync(index, 'utf8'));
  if (!listed || !existsSync(`${module}.js`))
    throw patchFailed(
      '@docusaurus/theme-classic',
      PATCH,
      'lib/index.js lists no ./prism-include-languages client module',
    );
  return module;
}

/**
 * What `mermaid` resolves to in the server bundle: nothing. A ```mermaid code block is drawn in
 * the browser only: @docusaurus/theme-mermaid imports `mermaid` in an effect
 * (lib/client/loadMermaid.js). The server bundle still compiled it and, having no split chunks,
 * wrote each diagram type's chunk with its own copy of Mermaid's parser; the bundler holds what it
 * compiled until the build ends. The browser's bundle is unchanged. Only while the theme imports
 * `mermaid` dynamically and nowhere statically: else the build stops, as a server render would
 * otherwise get an empty module.
 */
export function mermaidOnServer(themeDir = packageDir('@docusaurus/theme-mermaid') ?? ''): Record<string, false> {
  const patch = 'Mermaid left out of the server bundle';
  const lib = join(themeDir, 'lib');
  const loader = join(lib, 'client', 'loadMermaid.js');
  if (!existsSync(loader) || !/\bimport\('mermaid'\)/.test(readFileSync(loader, 'utf8')))
    throw patchFailed('@docusaurus/theme-mermaid', patch, "lib/client/loadMermaid.js has no import('mermaid')");
  const files = readdirSync(lib, {recursive: true, encoding: 'utf8'}).filter((file) => file.endsWith('.js'));
  const statics = files.filter((file) => /(?:from\s+|require\()'mermaid'/.test(readFileSync(join(lib, file), 'utf8')));
  if (statics.length)
    throw patchFailed('@docusaurus/theme-mermaid', patch, `lib/${statics.join(', lib/')} imports mermaid statically`);
  return {mermaid: false};
}

export default function codeBlocksPlugin(context: LoadContext): Plugin {
  const {prism} = context.siteConfig.themeConfig as {prism: {theme: PrismTheme; darkTheme?: PrismTheme}};
  const dir = join(context.generatedFilesDir, 'code-blocks');
  const stylesheet = join(dir, 'code-colours.css');
  mkdirSync(dir, {recursive: true});
  writeFileSync(stylesheet, `${codeColoursCss({light: prism.theme, dark: prism.darkTheme ?? prism.theme})}\n`);
  const src = (file: string) => resolve(context.siteDir, 'src/code', file);
  return {
    name: 'code-blocks',
    getClientModules() {
      return [stylesheet, src('preload-on-navigation.ts')];
    },
    configureWebpack(_config, isServer) {
      return {
        resolve: {
          alias: {
            '@jaqpot/code-lines': src(isServer ? 'lines.server.tsx' : 'lines.client.tsx'),
            [themePrismClientModule()]: src('theme-prism-client-module.ts'),
            ...(isServer ? mermaidOnServer() : {}),
          },
        },
      };
    },
  };
}
