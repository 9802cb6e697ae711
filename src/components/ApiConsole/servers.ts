/**
 * The servers the console offers, the first one chosen: the sandbox, which answers in the page
 * (sandbox/), the production API, and the local Prism mock (`npm run api:mock`).
 *
 * The sandbox's address is in the `.invalid` domain, which never resolves: a request the sandbox
 * did not take would fail in the browser, never reach a host.
 */
export const SANDBOX_URL = 'https://sandbox.jaqpot.invalid';
export const PRODUCTION_URL = 'https://api.jaqpot.org';
export const MOCK_URL = 'http://127.0.0.1:4010';
export const CONSOLE_SERVERS = [
  {url: SANDBOX_URL, description: 'Sandbox (in your browser)'},
  {url: PRODUCTION_URL, description: 'Jaqpot API'},
  {url: MOCK_URL, description: 'Local mock (npm run api:mock)'},
];

export const isSandbox = (url: string) => url === SANDBOX_URL || url.startsWith(`${SANDBOX_URL}/`);
