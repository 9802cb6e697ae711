/**
 * The sections a reader can save, and which files each one needs: from the sidebar, the route
 * chunks and the build's list in `sw.js`.
 */
import assert from 'node:assert/strict';
import {existsSync, statSync} from 'node:fs';
import {join} from 'node:path';
import {describe, it} from 'node:test';
import {sectionsOfFiles} from '../../plugins/offline/list';
import {sectionsFromSidebar, type SidebarItem} from '../../plugins/offline/sections';
import {readWorkerList} from '../../scripts/lib/offline-list';
import {gzipPath} from '../../scripts/lib/precompress';
import {buildDir} from '../../scripts/lib/browser';

const docs = [
  {id: 'intro', permalink: '/docs/'},
  {id: 'start', permalink: '/docs/getting-started'},
  {id: 'py/index', permalink: '/docs/py/'},
  {id: 'py/a', permalink: '/docs/py/a'},
  {id: 'py/torch/b', permalink: '/docs/py/torch/b'},
  {id: 'api/c', permalink: '/docs/api/c'},
  {id: 'api2/d', permalink: '/docs/api2/d'},
];

const sidebar: SidebarItem[] = [
  {type: 'doc', id: 'intro'},
  {
    type: 'category',
    label: 'Py',
    link: {type: 'doc', id: 'py/index'},
    items: [
      {type: 'doc', id: 'py/a'},
      {
        type: 'category',
        label: 'Torch models',
        link: {type: 'generated-index', permalink: '/docs/category/torch'},
        items: [{type: 'doc', id: 'py/torch/b'}],
      },
    ],
  },
  {type: 'doc', id: 'start'},
  {type: 'link'},
  {type: 'category', label: 'Jaqpot API', items: [{type: 'doc', id: 'api/c'}]},
  {type: 'category', label: 'Jaqpot-API', items: [{type: 'doc', id: 'api2/d'}]},
  {type: 'category', label: 'Empty', items: []},
];

describe('offline sections', () => {
  it('one per top-level category, after "Start here" with the pages outside any; ids stay distinct', () => {
    assert.deepEqual(sectionsFromSidebar(sidebar, docs), [
      {id: 'start-here', label: 'Start here', permalinks: ['/docs/', '/docs/getting-started']},
      {id: 'py', label: 'Py', permalinks: ['/docs/py/', '/docs/py/a', '/docs/category/torch', '/docs/py/torch/b']},
      {id: 'jaqpot-api', label: 'Jaqpot API', permalinks: ['/docs/api/c']},
      {id: 'jaqpot-api-2', label: 'Jaqpot-API', permalinks: ['/docs/api2/d']},
    ]);
  });

  it("a page is its section's; a chunk only one section's pages load is that section's, any other is shared", () => {
    const sections = sectionsFromSidebar(sidebar, docs);
    const urls = [
      'index.html',
      'getting-started/index.html',
      'py/index.html',
      'py/a/index.html',
      'py/torch/b/index.html',
      'category/torch/index.html',
      'api/c/index.html',
      'search/index.html',
      '404.html',
    ];
    const routes = new Map([
      // The docs layout: every page under /docs loads it.
      ['/docs/', new Set(['assets/js/layout.js'])],
      ['/docs/py/', new Set(['assets/js/py-index.js'])],
      ['/docs/py/torch/b', new Set(['assets/js/b.js', 'assets/js/shared-by-py-and-api.js'])],
      ['/docs/api/c', new Set(['assets/js/c.js', 'assets/js/shared-by-py-and-api.js'])],
      ['/docs/search', new Set(['assets/js/search.js', 'assets/js/c-and-search.js'])],
      ['/docs/getting-started', new Set(['assets/js/c-and-search.js'])],
    ]);
    const of = sectionsOfFiles(urls, sections, routes, '/docs/');
    const named = Object.fromEntries([...of].map(([file, i]) => [file, sections[i]!.id]));
    assert.deepEqual(named, {
      'index.html': 'start-here',
      'getting-started/index.html': 'start-here',
      'py/index.html': 'py',
      'py/a/index.html': 'py',
      'py/torch/b/index.html': 'py',
      'category/torch/index.html': 'py',
      'api/c/index.html': 'jaqpot-api',
      // The category's index route is a prefix of its pages: still one section.
      'assets/js/py-index.js': 'py',
      'assets/js/b.js': 'py',
      'assets/js/c.js': 'jaqpot-api',
    });
  });

  it("the build's list gives each file its download size and each sidebar page its section", () => {
    assert.ok(existsSync(join(buildDir, 'sw.js')), 'no build: run npm run build first');
    const list = readWorkerList(buildDir);
    for (const file of list) {
      const path = join(buildDir, file.url);
      const expected = file.gzip ? statSync(gzipPath(path)).size : statSync(path).size;
      assert.equal(file.bytes, expected, file.url);
    }
    const sectionOf = (url: string) => list.find((file) => file.url === url)?.section;
    assert.equal(sectionOf('getting-started/index.html'), 0);
    assert.equal(sectionOf('jaqpotpy/examples/index.html'), 1);
    assert.equal(sectionOf('category/full-api-reference/index.html'), 1);
    assert.equal(sectionOf('docker-models/index.html'), 2);
    assert.equal(sectionOf('jaqpot-api/organizations/index.html'), 3);
    for (const shared of ['404.html', 'search/index.html', 'search/text.json'])
      assert.equal(sectionOf(shared), undefined, shared);
  });
});
