/**
 * Local Docusaurus plugin: keeps the theme from calling `localeCompare` while a page loads.
 *
 * theme-common's useShallowMemoObject sorts an object's keys with `localeCompare`, and the first
 * `localeCompare` of a page loads the browser's collation data: a task of ~100 ms on a phone
 * (Chromium, 4x CPU throttling). Every doc page paid it: the docs menu of the mobile drawer
 * registers itself through that hook, and so does every code block's word-wrap observer. The
 * theme's files import the hook from `../../utils/reactUtils`; those requests resolve to
 * src/shell/react-utils.ts, which re-exports the original module with the keys sorted by code
 * unit (the same order for the property names the theme passes, which are ASCII).
 */
import {dirname, join, resolve} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/** The theme-common module that src/shell/react-utils.ts wraps (the package exports no path to it). */
export const themeReactUtils = join(dirname(require.resolve('@docusaurus/theme-common')), 'utils', 'reactUtils.js');

export default function noCollatorPlugin(context: LoadContext): Plugin {
  const replacement = resolve(context.siteDir, 'src/shell/react-utils.ts');
  return {
    name: 'no-collator',
    configureWebpack(_config, _isServer, {currentBundler}) {
      return {
        resolve: {alias: {'@jaqpot/theme-react-utils': themeReactUtils}},
        plugins: [
          new currentBundler.instance.NormalModuleReplacementPlugin(
            /^\.\.?\/(?:\.\.\/)*(?:utils\/)?reactUtils$/,
            (resource: {context?: string; request: string}) => {
              if (resource.context?.includes(join('@docusaurus', 'theme-common'))) resource.request = replacement;
            },
          ),
        ],
      };
    },
  };
}
