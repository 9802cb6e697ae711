/** The clean URL of a route's `.html` forms, and which pathname names which page. */
import assert from 'node:assert/strict';
import {describe, test} from 'node:test';
import {cleanUrl, pagePaths, routeOf} from '../../src/shell/routes';

const ROUTES = [
  {path: '/docs/search', exact: true},
  {
    path: '/docs/',
    routes: [
      {path: '/docs/', exact: true},
      {path: '/docs/getting-started', exact: true},
      {path: '/docs/jaqpotpy/', exact: true},
    ],
  },
  {path: '*'},
];
const PATHS = pagePaths(ROUTES);
const at = (url: string) => {
  const {pathname, search, hash} = new URL(url, 'http://localhost');
  return cleanUrl({pathname, search, hash}, PATHS);
};

describe('shell routes', () => {
  test('page paths are the exact leaves, without the catch-all', () => {
    assert.deepEqual(PATHS, ['/docs/search', '/docs/', '/docs/getting-started', '/docs/jaqpotpy/']);
  });

  test('a pathname names its route whatever its trailing slash or case', () => {
    assert.equal(routeOf('/docs/jaqpotpy', PATHS), '/docs/jaqpotpy/');
    assert.equal(routeOf('/docs/Getting-Started/', PATHS), '/docs/getting-started');
    assert.equal(routeOf('/docs/404.html', PATHS), undefined);
  });

  test('.html, index.html and /index forms end on the route, query and hash kept', () => {
    assert.equal(at('/docs/getting-started.html'), '/docs/getting-started');
    assert.equal(at('/docs/getting-started/index.html?a=1#b'), '/docs/getting-started?a=1#b');
    assert.equal(at('/docs/jaqpotpy/index.html'), '/docs/jaqpotpy/');
    assert.equal(at('/docs/jaqpotpy.html'), '/docs/jaqpotpy/');
    assert.equal(at('/docs/index'), '/docs/');
    assert.equal(at('/docs/index.html#x'), '/docs/#x');
    assert.equal(at('/docs/search/index.html?q=docker#x'), '/docs/search?q=docker#x');
  });

  test('a route in another letter case ends on the route, query and hash kept', () => {
    assert.equal(at('/docs/GETTING-STARTED'), '/docs/getting-started');
    assert.equal(at('/docs/Getting-Started/?a=1#b'), '/docs/getting-started?a=1#b');
    assert.equal(at('/docs/JAQPOTPY'), '/docs/jaqpotpy/');
    assert.equal(at('/docs/Getting-Started.html'), '/docs/getting-started');
    assert.equal(at('/docs/jaqpotpy'), undefined, 'only the trailing slash differs');
  });

  test('routes and unknown pages keep their URL', () => {
    assert.equal(at('/docs/getting-started'), undefined);
    assert.equal(at('/docs/search?q=a.html'), undefined);
    assert.equal(at('/docs/no-such-page.html'), undefined);
    assert.equal(at('/docs/404.html'), undefined);
  });
});
