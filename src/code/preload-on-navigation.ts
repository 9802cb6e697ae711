/**
 * Client module: a client-side navigation starts loading the highlighter beside the next page's
 * chunks, so a code block drawn in the browser shows its plain lines for as short a time as can
 * be (src/code/lines.client.tsx). A page load never loads it: its blocks keep the server's lines.
 */
import type {ClientModule} from '@docusaurus/types';
import {loadHighlighter} from './lines.client';

const clientModule: ClientModule = {
  onRouteUpdate({previousLocation, location}) {
    // A failure (offline) is met again, and handled, by the block that needs the highlighter.
    if (previousLocation && previousLocation.pathname !== location.pathname) loadHighlighter().catch(() => undefined);
  },
};

export default clientModule;
