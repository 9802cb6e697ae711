/**
 * Local Docusaurus plugin: code blocks whose markup the browser keeps from the server
 * (src/theme/CodeBlock, src/code). It
 * - writes the stylesheet of the code colour classes for both colour modes (token-colours.ts),
 * - resolves `@jaqpot/code-lines` to the highlighter itself on the server and to its on-demand
 *   loader in the browser,
 * - turns off the theme's client module that loads Prism into every page's first JavaScript
 *   (src/code/CodeLines.tsx registers the languages instead),
 * - adds the client module that loads the highlighter when a client-side navigation starts.
 */
import {existsSync, mkdirSync, readFileSync, writeFileSync} from 'node:fs';
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
          },
        },
      };
    },
  };
}
