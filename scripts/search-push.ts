/**
 * Uploads the built search records (build/search/records.json) to a hosted
 * Algolia index, replacing its content, through Algolia's REST API.
 *
 *   ALGOLIA_APP_ID=… ALGOLIA_ADMIN_API_KEY=… ALGOLIA_INDEX_NAME=… npm run search:push
 *   npm run search:push -- --dry-run      (prints what it would send; needs no key)
 *
 * The records are written to a temporary index, its settings are set for
 * DocSearch (searchable hierarchy, facets, ranking by weight), then it is moved
 * over the live index in one step, so searches never see a half-filled index.
 */
import {existsSync} from 'node:fs';
import {resolve} from 'node:path';
import {parseArgs} from 'node:util';
import {checkAlgoliaAppId} from '../config/search';
import {readBuiltRecords, RECORDS_FILE} from '../plugins/search-index/build';
import type {SearchRecord} from '../src/search/engine';
import {endQuietlyWhenReaderCloses} from './lib/stdout';

const BATCH = 1000;

/** DocSearch's recommended settings, with our weight fields as custom ranking. */
export const INDEX_SETTINGS = {
  searchableAttributes: [
    'unordered(hierarchy.lvl0)',
    'unordered(hierarchy.lvl1)',
    'unordered(hierarchy.lvl2)',
    'unordered(hierarchy.lvl3)',
    'unordered(hierarchy.lvl4)',
    'unordered(hierarchy.lvl5)',
    'unordered(hierarchy.lvl6)',
    'content',
    // A page's keywords, on its title record: searched, never retrieved or shown.
    'unordered(keywords)',
  ],
  attributesForFaceting: ['type', 'language', 'docusaurus_tag'],
  attributesToRetrieve: ['hierarchy', 'content', 'anchor', 'url', 'url_without_anchor', 'type'],
  attributesToHighlight: ['hierarchy', 'content'],
  attributesToSnippet: ['content:10'],
  camelCaseAttributes: ['hierarchy', 'content'],
  customRanking: ['desc(weight.pageRank)', 'desc(weight.level)', 'asc(weight.position)'],
  distinct: true,
  attributeForDistinct: 'url',
  highlightPreTag: '<mark>',
  highlightPostTag: '</mark>',
  snippetEllipsisText: '…',
  minWordSizefor1Typo: 4,
  minWordSizefor2Typos: 8,
  hitsPerPage: 20,
  advancedSyntax: true,
};

interface Call {
  method: 'POST' | 'PUT';
  path: string;
  body: unknown;
}

export function plannedCalls(records: readonly SearchRecord[], indexName: string): Call[] {
  const tmp = `${indexName}_tmp`;
  const calls: Call[] = [{method: 'PUT', path: `/1/indexes/${encodeURIComponent(tmp)}/settings`, body: INDEX_SETTINGS}];
  for (let i = 0; i < records.length; i += BATCH) {
    calls.push({
      method: 'POST',
      path: `/1/indexes/${encodeURIComponent(tmp)}/batch`,
      body: {requests: records.slice(i, i + BATCH).map((body) => ({action: 'addObject', body}))},
    });
  }
  calls.push({
    method: 'POST',
    path: `/1/indexes/${encodeURIComponent(tmp)}/operation`,
    body: {operation: 'move', destination: indexName},
  });
  return calls;
}

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

async function main() {
  const {values} = parseArgs({options: {'dry-run': {type: 'boolean'}, build: {type: 'string'}}});
  const dir = resolve(values.build ?? 'build');
  const file = resolve(dir, RECORDS_FILE);
  if (!existsSync(file)) fail(`No records at ${file}: run "npm run build" first.`);
  let records: SearchRecord[] = [];
  try {
    records = readBuiltRecords(dir);
  } catch (error) {
    fail(`${(error as Error).message}. Run "npm run build" again.`);
  }
  const indexName = process.env.ALGOLIA_INDEX_NAME ?? (values['dry-run'] ? 'jaqpot' : '');
  const appId = process.env.ALGOLIA_APP_ID ?? '';
  const key = process.env.ALGOLIA_ADMIN_API_KEY ?? '';
  const calls = plannedCalls(records, indexName || 'jaqpot');

  if (values['dry-run']) {
    console.log(
      `Dry run: ${records.length} records from ${file} to index "${indexName}" (app ${appId || 'ALGOLIA_APP_ID unset'}).`,
    );
    for (const call of calls) {
      const body = call.body as {requests?: unknown[]};
      const what = body.requests ? `${body.requests.length} records` : JSON.stringify(call.body).slice(0, 120);
      console.log(`${call.method} https://${appId || '<ALGOLIA_APP_ID>'}.algolia.net${call.path}  ${what}`);
    }
    console.log(`First record:\n${JSON.stringify(records[0], null, 2)}`);
    return;
  }

  const missing = ['ALGOLIA_APP_ID', 'ALGOLIA_ADMIN_API_KEY', 'ALGOLIA_INDEX_NAME'].filter(
    (name) => !process.env[name],
  );
  if (missing.length) fail(`Set ${missing.join(', ')} to push (or use --dry-run).`);
  // The id becomes the host name the admin key is sent to.
  try {
    checkAlgoliaAppId(appId);
  } catch (error) {
    fail((error as Error).message);
  }
  let taskIndex = '';
  let taskID = 0;
  for (const call of calls) {
    const response = await fetch(`https://${appId}.algolia.net${call.path}`, {
      method: call.method,
      headers: {'X-Algolia-Application-Id': appId, 'X-Algolia-API-Key': key, 'Content-Type': 'application/json'},
      body: JSON.stringify(call.body),
    });
    const text = await response.text();
    if (!response.ok) fail(`${call.method} ${call.path} answered ${response.status}: ${text.slice(0, 500)}`);
    const json = JSON.parse(text) as {taskID?: number};
    if (json.taskID) [taskIndex, taskID] = [call.path.split('/')[3]!, json.taskID];
  }
  // Wait for the move so the command ends when the new records are live.
  for (let i = 0; taskID && i < 60; i++) {
    const r = await fetch(`https://${appId}.algolia.net/1/indexes/${taskIndex}/task/${taskID}`, {
      headers: {'X-Algolia-Application-Id': appId, 'X-Algolia-API-Key': key},
    });
    if (r.ok && ((await r.json()) as {status?: string}).status === 'published') break;
    await new Promise((done) => setTimeout(done, 1000));
  }
  console.log(`Pushed ${records.length} records to ${indexName}.`);
}

endQuietlyWhenReaderCloses();
main().catch((error) => fail(String(error?.stack ?? error)));
