/**
 * The API contract on the site: loads the OpenAPI document (see source.ts), publishes it as
 * /openapi/jaqpot-api.yaml for download, and exposes it to the reference page as the module
 * `@jaqpot/openapi-spec` so that only that page's chunk carries it (not global data, which every
 * page loads). Also keeps Redoc from loading its logo from an outside host.
 */
import {mkdirSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {loadContractSource, type ContractSource} from './source';

export const DOWNLOAD_PATH = 'openapi/jaqpot-api.yaml';

export default function openapiContractPlugin(context: LoadContext): Plugin<unknown> {
  const specModule = join(context.generatedFilesDir, 'openapi-contract', 'jaqpot-api.json');
  return {
    name: 'openapi-contract',
    getPathsToWatch() {
      return [join(context.siteDir, 'openapi', 'jaqpot-api.yaml')];
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
      writeFileSync(specModule, JSON.stringify(content.spec));
      // static/ is copied by the bundler, which runs after this hook. The file is ignored by git.
      const download = join(context.siteDir, 'static', DOWNLOAD_PATH);
      mkdirSync(join(download, '..'), {recursive: true});
      writeFileSync(download, content.text);
    },
    configureWebpack() {
      return {
        resolve: {alias: {'@jaqpot/openapi-spec': specModule}},
        module: {
          rules: [
            {
              // Redoc's side menu shows a logo fetched from the vendor's CDN after mount.
              test: /[\\/]redoc[\\/]bundles[\\/][^\\/]+\.js$/,
              use: [{loader: join(__dirname, 'redoc-logo-loader.js')}],
            },
          ],
        },
      };
    },
  };
}
