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
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import {join, resolve} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {packageDir, patchFailed} from '../vendor-patches';

/** The requests of theme-common's files for its React helpers, which resolve to ours. */
const REACT_UTILS_REQUEST = /^\.\.?\/(?:\.\.\/)*(?:utils\/)?reactUtils$/;

/**
 * The theme-common module that src/shell/react-utils.ts wraps (the package exports no path to
 * it), once the patch is known to apply: the module defines `useShallowMemoObject`, and the
 * theme's `useShallowMemoObject` callers import it by a request this plugin replaces.
 */
export function themeReactUtils(themeDir = packageDir('@docusaurus/theme-common') ?? ''): string {
  const patch = 'useShallowMemoObject without localeCompare';
  const module = join(themeDir, 'lib', 'utils', 'reactUtils.js');
  if (!existsSync(module) || !/export function useShallowMemoObject\(/.test(readFileSync(module, 'utf8')))
    throw patchFailed('@docusaurus/theme-common', patch, 'lib/utils/reactUtils.js defines no useShallowMemoObject');
  const files = readdirSync(join(themeDir, 'lib'), {recursive: true, encoding: 'utf8'}).filter((f) =>
    f.endsWith('.js'),
  );
  const callers = files.filter((file) => {
    const text = readFileSync(join(themeDir, 'lib', file), 'utf8');
    const requests = [...text.matchAll(/from '([^']+)'/g)].map((m) => m[1]!);
    return text.includes('useShallowMemoObject(') && requests.some((r) => REACT_UTILS_REQUEST.test(r));
  });
  if (callers.length === 0)
    throw patchFailed(
      '@docusaurus/theme-common',
      patch,
      `no file calls useShallowMemoObject through ${REACT_UTILS_REQUEST}`,
    );
  return module;
}

export default function noCollatorPlugin(context: LoadContext): Plugin {
  const replacement = resolve(context.siteDir, 'src/shell/react-utils.ts');
  return {
    name: 'no-collator',
    configureWebpack(_config, _isServer, {currentBundler}) {
      return {
        resolve: {alias: {'@jaqpot/theme-react-utils': themeReactUtils()}},
        plugins: [
          new currentBundler.instance.NormalModuleReplacementPlugin(
            REACT_UTILS_REQUEST,
            (resource: {context?: string; request: string}) => {
              if (resource.context?.includes(join('@docusaurus', 'theme-common'))) resource.request = replacement;
            },
          ),
        ],
      };
    },
  };
}
