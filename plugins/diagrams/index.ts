/**
 * Local Docusaurus plugin: keys the bundler's persistent cache on the rendered diagrams. The
 * remark plugin (remark.ts) reads them while it compiles a page, and the bundler, which tracks
 * only the page's own file, served the page compiled with the old SVGs after they were drawn
 * again (a page's source unchanged).
 */
import type {Plugin} from '@docusaurus/types';
import {keyedCache} from '../bundler-cache';
import {renderedFingerprint} from './store';

export default function diagramsPlugin(): Plugin {
  return {
    name: 'diagrams',
    configureWebpack(config) {
      return keyedCache(config, `diagrams-${renderedFingerprint()}`);
    },
  };
}
