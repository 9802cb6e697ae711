import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {isExternalHit, safeHref} from '../../src/search/hit-links';

describe('hit links', () => {
  it('sends site paths through the router and other origins or pattern matches to the browser', () => {
    assert.equal(isExternalHit('/docs/getting-started#install'), false);
    assert.equal(
      isExternalHit('https://api.jaqpot.org/docs/'),
      true,
      'absolute URL left by the URL processor: another site',
    );
    assert.equal(
      isExternalHit('/docs/jaqpot-api/documentation/full-api-reference', '/full-api-reference'),
      true,
      'matches the pattern',
    );
    assert.equal(isExternalHit('/docs/getting-started', '^https://other\\.example/'), false);
  });

  it('never links to javascript: or protocol-relative URLs', () => {
    assert.equal(safeHref('javascript:alert(1)'), '#');
    assert.equal(safeHref(' JavaScript:alert(1)'), '#');
    assert.equal(safeHref('//evil.example/x'), '#');
    assert.equal(safeHref('/docs/x#a'), '/docs/x#a');
    assert.equal(safeHref('https://jaqpot.org/docs/'), 'https://jaqpot.org/docs/');
  });
});
