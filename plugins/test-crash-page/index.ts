import type {LoadContext, Plugin, PluginConfig} from '@docusaurus/types';

/** The environment variable that adds the page; only the crash-screen test sets it. */
export const crashPageFlag = 'JAQPOT_TEST_CRASH_PAGE';
/** Path of the page below the base URL. */
export const crashPagePath = 'test-only/crash-page';

function testCrashPagePlugin(context: LoadContext): Plugin {
  return {
    name: 'test-crash-page',
    async contentLoaded({actions}) {
      actions.addRoute({
        path: `${context.baseUrl}${crashPagePath}`,
        component: '@site/plugins/test-crash-page/CrashPage',
        exact: true,
      });
    },
  };
}

/**
 * A page that throws on demand, so a browser test can see the theme's crash screen.
 * It exists only in builds made with JAQPOT_TEST_CRASH_PAGE=1, never in the production build.
 */
export function testOnlyPlugins(env: NodeJS.ProcessEnv = process.env): PluginConfig[] {
  return env[crashPageFlag] === '1' ? [testCrashPagePlugin] : [];
}
