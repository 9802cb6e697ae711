/** The servers the console offers: the production API and the local Prism mock (`npm run api:mock`). */
export const MOCK_URL = 'http://127.0.0.1:4010';
export const CONSOLE_SERVERS = [
  {url: 'https://api.jaqpot.org', description: 'Production'},
  {url: MOCK_URL, description: 'Local mock (npm run api:mock)'},
];
