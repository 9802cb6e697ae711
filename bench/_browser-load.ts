// Cold load of the engine in Chromium: bundle engine.ts, run JSON.parse + loadIndex + first search in a fresh page.
import {readFileSync} from 'node:fs';
import {buildSync} from 'esbuild';
import {chromium} from 'playwright-core';
import {chromiumArgs} from '../tests/e2e/harness';
const entry = process.env.OLD ? '.old/src/search/engine.ts' : 'src/search/engine.ts';
const bundle = buildSync({entryPoints: [entry], bundle: true, format: 'iife', globalName: 'Engine', write: false, minify: !process.env.PROF, target: 'es2022'}).outputFiles[0]!.text;
const index = readFileSync('build/search/index.json', 'utf8');
async function main() {
const browser = await chromium.launch({executablePath: '/usr/bin/chromium', args: chromiumArgs});
const rows: string[] = [];
for (let r = 0; r < Number(process.argv[2] ?? 5); r++) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.route('http://x.test/**', (route) => {
    const u = route.request().url();
    if (u.endsWith('/engine.js')) return route.fulfill({body: bundle, contentType: 'text/javascript'});
    if (u.endsWith('/index.json')) return route.fulfill({body: index, contentType: 'application/json'});
    return route.fulfill({body: '<!doctype html><title>x</title>', contentType: 'text/html'});
  });
  await page.goto('http://x.test/');
  const cdp = process.env.PROF ? await context.newCDPSession(page) : null;
  if (cdp) { await cdp.send('Profiler.enable'); await cdp.send('Profiler.setSamplingInterval', {interval: 100}); await cdp.send('Profiler.start'); }
  const t = await page.evaluate(async () => {
    const t0 = performance.now();
    const [text] = await Promise.all([
      fetch('/index.json').then((r) => r.text()),
      new Promise((done) => {
        const s = document.createElement('script');
        s.src = '/engine.js';
        s.onload = done;
        document.head.append(s);
      }),
    ]);
    const t1 = performance.now();
    const E = (window as any).Engine;
    const data = JSON.parse(text);
    const t2 = performance.now();
    const records = E.deserializeRecords(data);
    const t3 = performance.now();
    const index = new E.LocalSearchIndex(records);
    const t4 = performance.now();
    index.search('model', {hitsPerPage: 20});
    const t5 = performance.now();
    index.search('models', {hitsPerPage: 20});
    const t6 = performance.now();
    return [t1 - t0, t2 - t1, t3 - t2, t4 - t3, t5 - t4, t6 - t5, t5 - t1];
  });
  if (cdp) { const {profile} = await cdp.send('Profiler.stop') as any; const counts = new Map(); profile.samples.forEach((s: number, i: number) => counts.set(s, (counts.get(s) ?? 0) + (profile.timeDeltas[i] ?? 0))); const self = new Map<string, number>(); for (const n of profile.nodes) { const k = n.callFrame.functionName + ':' + n.callFrame.lineNumber; self.set(k, (self.get(k) ?? 0) + (counts.get(n.id) ?? 0)); } console.log([...self].sort((a, b) => b[1] - a[1]).slice(0, 22).map(([k, v]) => (v / 1000).toFixed(1) + ' ' + k).join('\n')); }
  rows.push(t.map((x) => x.toFixed(1)).join('\t'));
  await context.close();
}
console.log('load\tparse\tdeser\tbuild\tq1\tq2\tparse→q1');
console.log(rows.join('\n'));
await browser.close();
}
main();
