#!/usr/bin/env node
// The package's `jaqpot-docs-mcp` command: loads tsx, then the docs server (mcp/cli.ts), so a
// checkout runs it after `npm install` with no build step of its own.
import 'tsx';

await import('./cli.ts');
