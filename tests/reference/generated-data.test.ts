/** src/data/pyapi/ must match what scripts/generate-pyapi.ts makes from the facts. */
import assert from 'node:assert/strict';
import {test} from 'node:test';

import {staleFiles} from '../../scripts/generate-pyapi';
import {ROOT} from './helpers';

test('generated page data is up to date with reference/jaqpotpy-api.json', () => {
  const stale = staleFiles(ROOT);
  assert.deepEqual(
    stale,
    [],
    `stale generated files; run \`npx tsx scripts/generate-pyapi.ts\`:\n  ${stale.join('\n  ')}`,
  );
});
