/**
 * The API contract on the site: loads the OpenAPI document (see source.ts), publishes it as
 * /openapi/jaqpot-api.yaml for download, and exposes it to the two API pages as the module
 * `@jaqpot/openapi-spec` so that only their Redoc and Swagger UI chunks carry it (not global data,
 * which every page loads). That module carries the ledger's "On the platform today" notes on the
 * operations where the running platform differs (plugins/platform-behaviour/contract-notes.ts) and
 * the reference's code samples (`x-codeSamples`, plugins/api-samples); the console's module,
 * `@jaqpot/openapi-console-spec`, has the notes without the samples, which Swagger UI does not show,
 * and the API key pair on every operation, as the platform accepts it (console-security.ts);
 * `@jaqpot/sandbox-validators` holds the console sandbox's request validators, compiled here.
 * The download stays the contract as published. Also adapts the bundler to the two API pages:
 * - Redoc: no logo from an outside host; no global `Prism` substitution (see below);
 * - Swagger UI: a `Buffer` polyfill and no `stream` module in the browser.
 *
 * List this plugin in `themes` after docusaurus-theme-redoc: it edits that theme's bundler config.
 * Each edit of a dependency stops the build when it finds nothing to edit (plugins/vendor-patches).
 */
import {mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import {basename, join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {withCodeSamples} from '../api-samples';
import {withKeyPairOnEveryOperation} from './console-security';
import {readSdkFacts, SDK_FACTS_FILE} from '../api-samples/sdk';
import {sandboxValidatorsSource} from '../../src/components/ApiConsole/sandbox/precompile';
import {withPlatformNotes} from '../platform-behaviour/contract-notes';
import {LEDGER_FILE, readLedger} from '../platform-behaviour/ledger';
import {packageDir, patchFailed} from '../vendor-patches';
import {BUNDLES} from './redoc-bundle-loader';
import {loadContractSource, type ContractSource} from './source';

export const DOWNLOAD_PATH = 'openapi/jaqpot-api.yaml';

const REFERENCE = join(__dirname, '..', '..', 'src', 'components', 'ApiReference');
const CONSOLE = join(__dirname, '..', '..', 'src', 'components', 'ApiConsole', 'SwaggerConsole.tsx');

/** Styles only the API console uses: Swagger UI's own and the site's adjustments to them. */
const CONSOLE_STYLES = /swagger-ui-react[\\/]swagger-ui\.css$|ApiConsole[\\/]swagger-theme\.css$/;

/**
 * Docusaurus merges every stylesheet into the one `styles.css` that each page blocks on. Swagger
 * UI's 150 KB of CSS would then slow every page: it stays in the console's lazy chunk instead,
 * and loads with it. Its rules are scoped to `.swagger-ui`, so loading later reorders nothing.
 */
function keepConsoleStylesInTheirChunk(config: {optimization?: {splitChunks?: unknown}}, isServer: boolean): void {
  const splitChunks = config.optimization?.splitChunks as
    {cacheGroups?: Record<string, {test?: unknown} | false>} | false | undefined;
  // The server bundle splits no chunks.
  if (isServer && !splitChunks) return;
  const styles = splitChunks && splitChunks.cacheGroups?.styles;
  if (!styles)
    throw patchFailed('@docusaurus/core', 'Swagger UI styles in their chunk', 'the client has no "styles" cache group');
  styles.test = (module: {resource?: string; nameForCondition?: () => string | null}) =>
    !CONSOLE_STYLES.test(module.nameForCondition?.() ?? module.resource ?? '');
}

const SANDBOX_REF_PARSER = /openapi-backend[\\/]node_modules[\\/]@apidevtools[\\/]json-schema-ref-parser[\\/]/;

/** A bundler warning raised by that parser's modules (webpack names the module, Rspack its identifier). */
function fromSandboxRefParser(warning: Error): boolean {
  const w = warning as Error & {moduleIdentifier?: string; module?: {identifier?: () => string}};
  return SANDBOX_REF_PARSER.test(w.moduleIdentifier ?? w.module?.identifier?.() ?? '');
}

/**
 * The bundles Node and the bundler load for `redoc` (its `main` and `browser` fields) are those
 * redoc-bundle-loader.js patches: renamed bundles would pass unpatched.
 */
export function checkRedocBundles(dir = packageDir('redoc')): void {
  const manifest = dir ? (JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as Record<string, unknown>) : {};
  const loaded = [manifest.main, manifest.browser].map((file) => (typeof file === 'string' ? basename(file) : ''));
  if (loaded.join() !== BUNDLES.join())
    throw patchFailed(
      'redoc',
      'Redoc bundle patches',
      `redoc loads ${loaded.join(' and ')}, not ${BUNDLES.join(' and ')}`,
    );
}

export default function openapiContractPlugin(context: LoadContext): Plugin<unknown> {
  const specModule = join(context.generatedFilesDir, 'openapi-contract', 'jaqpot-api.json');
  const consoleSpecModule = join(context.generatedFilesDir, 'openapi-contract', 'jaqpot-api-console.json');
  const sandboxValidatorsModule = join(context.generatedFilesDir, 'openapi-contract', 'sandbox-validators.js');
  return {
    name: 'openapi-contract',
    getPathsToWatch() {
      return [
        join(context.siteDir, 'openapi', 'jaqpot-api.yaml'),
        join(context.siteDir, LEDGER_FILE),
        join(context.siteDir, SDK_FACTS_FILE),
      ];
    },
    async loadContent() {
      return loadContractSource({
        localFile: join(context.siteDir, 'openapi', 'jaqpot-api.yaml'),
        remoteUrl: process.env.JAQPOT_OPENAPI_URL || undefined,
      });
    },
    async contentLoaded({content: loaded}) {
      const content = loaded as ContractSource;
      mkdirSync(join(context.generatedFilesDir, 'openapi-contract'), {recursive: true});
      const ledger = readLedger(join(context.siteDir, LEDGER_FILE));
      const withNotes = withPlatformNotes(content.spec, ledger);
      const consoleSpec = JSON.stringify(withKeyPairOnEveryOperation(withNotes));
      writeFileSync(consoleSpecModule, consoleSpec);
      // The console's sandbox validates requests with these, built from the document it gets.
      writeFileSync(sandboxValidatorsModule, (await sandboxValidatorsSource(JSON.parse(consoleSpec))).source);
      writeFileSync(specModule, JSON.stringify(withCodeSamples(withNotes, readSdkFacts(context.siteDir))));
      // static/ is copied by the bundler, which runs after this hook. The file is ignored by git.
      const download = join(context.siteDir, 'static', DOWNLOAD_PATH);
      mkdirSync(join(download, '..'), {recursive: true});
      writeFileSync(download, content.text);
    },
    configureWebpack(config, isServer, utils) {
      const bundler = utils.currentBundler.instance;
      // docusaurus-theme-redoc provides the free variable `Prism` as the prismjs module in every
      // module, including the site's Prism language loader: the browser then highlights code
      // blocks differently from the server (React hydration error #418). Redoc gets its own
      // copies of the language components instead (redoc-bundle-loader.js, prism-redoc-loader.js).
      const provides = (p: unknown, name: string) => {
        // webpack keeps the definitions in `definitions`, Rspack in `_args[0]`.
        const q = p as {definitions?: object; _args?: object[]};
        return p instanceof bundler.ProvidePlugin && name in (q.definitions ?? q._args?.[0] ?? {});
      };
      const plugins = config.plugins ?? [];
      config.plugins = plugins.filter((p) => !provides(p, 'Prism'));
      if (config.plugins.length === plugins.length)
        throw patchFailed('docusaurus-theme-redoc', 'no site-wide Prism', 'no ProvidePlugin of Prism to remove');
      keepConsoleStylesInTheirChunk(config, isServer);
      checkRedocBundles();
      // The console's sandbox runs openapi-backend on a parsed document: the reference parser it
      // brings never fetches, and its Node-only loaders (`import("node:" + name)`) never run in a
      // page. The bundler's "Critical dependency" warnings for them say nothing about this site.
      config.ignoreWarnings = [...(config.ignoreWarnings ?? []), fromSandboxRefParser];
      return {
        resolve: {
          alias: {
            '@jaqpot/openapi-spec': specModule,
            '@jaqpot/openapi-console-spec': consoleSpecModule,
            '@jaqpot/sandbox-validators': sandboxValidatorsModule,
            // The reference's body: rendered by Redoc on the server, kept as HTML in the browser
            // until the reader uses it (src/components/ApiReference/body.ts).
            '@jaqpot/api-reference-body': join(REFERENCE, isServer ? 'ServerReference.tsx' : 'ClientReference.tsx'),
            // The console: Swagger UI, its sandbox and its document. Pages load it in the browser
            // only (src/components/ApiConsole), so the server bundle leaves it out.
            '@jaqpot/swagger-console': isServer ? false : CONSOLE,
          },
          // swagger-ui-react's dependencies reach for Node's stream and Buffer.
          fallback: {stream: false},
        },
        plugins: isServer ? [] : [new bundler.ProvidePlugin({Buffer: ['buffer', 'Buffer']})],
        module: {
          rules: [
            {
              test: /[\\/]prismjs[\\/]components[\\/]prism-[\w-]+\.js$/,
              resourceQuery: /redoc/,
              use: [{loader: join(__dirname, 'prism-redoc-loader.js')}],
            },
            {
              // Every bundle of redoc: the loader refuses one its patches were not written for.
              test: /[\\/]redoc[\\/]bundles[\\/][^\\/]+\.js$/,
              use: [{loader: join(__dirname, 'redoc-bundle-loader.js')}],
            },
          ],
        },
      };
    },
  };
}
