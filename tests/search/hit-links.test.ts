import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {hitNavigator, isExternalHit, safeHref} from '../../src/search/hit-links';

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

  it('Enter, Ctrl+Enter and Shift+Enter check the URL as a click on the link does', () => {
    const done: string[] = [];
    const navigator = hitNavigator({
      push: (url) => done.push(`push ${url}`),
      replace: (url) => done.push(`replace ${url}`),
      onModalEntry: () => false,
      assign: (url) => done.push(`assign ${url}`),
      open: (url, _target, features) => (done.push(`open ${url} ${features}`), null),
    });
    for (const itemUrl of ['javascript:alert(1)', ' JavaScript:alert(1)', '//evil.example/x', 'data:text/html,x']) {
      navigator.navigate({itemUrl});
      navigator.navigateNewTab({itemUrl});
      navigator.navigateNewWindow({itemUrl});
    }
    assert.deepEqual(done, [], 'no unsafe URL is followed');
    navigator.navigate({itemUrl: '/docs/x'});
    navigator.navigate({itemUrl: 'https://other.example/'});
    navigator.navigateNewTab({itemUrl: '/docs/y'});
    navigator.navigateNewWindow({itemUrl: '/docs/z'});
    assert.deepEqual(done, [
      'push /docs/x',
      'assign https://other.example/',
      'open /docs/y noopener',
      'open /docs/z noopener,popup',
    ]);
  });
});
