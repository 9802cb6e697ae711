// Runs one Lighthouse audit and prints the figures as JSON. Plain JavaScript run by plain
// node on purpose: under tsx, esbuild adds a `__name` helper to Lighthouse's own functions,
// which Lighthouse then sends into the page, where it does not exist.
import {writeFileSync} from 'node:fs';
import {join} from 'node:path';
import lighthouse from 'lighthouse';

const [url, port, ...flags] = process.argv.slice(2);
const result = await lighthouse(url, {
  port: Number(port),
  // The not-found page answers 404 on purpose; Lighthouse refuses such pages unless told.
  ignoreStatusCode: flags.includes('--ignore-status-code'),
  output: 'json',
  logLevel: 'error',
  onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
});
if (!result) {
  throw new Error(`Lighthouse returned nothing for ${url}`);
}
const {lhr} = result;
if (lhr.runtimeError) {
  throw new Error(`Lighthouse could not audit ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
}
const report = process.env.LIGHTHOUSE_REPORT_DIR;
if (report) {
  // The whole report, for the diagnostics the summary leaves out (bootup-time, long-tasks, ...).
  const name = new URL(url).pathname.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'root';
  writeFileSync(join(report, `${new URL(url).port}-${name}-${Date.now()}.json`), JSON.stringify(lhr));
}
const requests = lhr.audits['network-requests']?.details?.items ?? [];
const js = requests.filter((r) => r.resourceType === 'Script').reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
const score = (id) => lhr.categories[id]?.score ?? 0;
const value = (id) => lhr.audits[id]?.numericValue ?? NaN;
process.stdout.write(
  JSON.stringify({
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: Math.round(value('largest-contentful-paint')),
    tbtMs: Math.round(value('total-blocking-time')),
    cls: Number(value('cumulative-layout-shift').toFixed(3)),
    firstLoadJsKb: Number((js / 1024).toFixed(1)),
  }),
);
