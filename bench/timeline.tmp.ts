import {openSite, newContext, gotoHydrated} from '../scripts/lib/browser';
import {clickAndType} from './lib/search-browser';
const root = process.argv[2] ?? '/work/main/build';
const runs = Number(process.argv[3] ?? 3);
async function main() {
  const site = await openSite({root});
  for (let run = 0; run < runs; run++) {
    const context = await newContext(site);
    await context.addInitScript('window.__name = (f) => f');
    const page = await context.newPage();
    await gotoHydrated(page, '/docs/getting-started');
    const cdp = await context.newCDPSession(page);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', {interval: 100});
    await cdp.send('Profiler.start');
    const t0 = await page.evaluate(() => performance.timeOrigin + performance.now());
    const r = await page.evaluate(clickAndType, true);
    const {profile} = await cdp.send('Profiler.stop');
    const res = await page.evaluate(() => (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).slice(-8).map((e) => [e.name.split('/').pop(), e.startTime.toFixed(0), e.responseEnd.toFixed(0), e.transferSize]));
    const clickAt = await page.evaluate(() => performance.now());
    // profile times in µs, startTime in monotonic µs
    const nodes = new Map(profile.nodes.map((n: any) => [n.id, n]));
    let t = profile.startTime;
    const buckets = new Map<number, Map<string, number>>();
    const pStart = profile.startTime;
    profile.samples!.forEach((id: number, i: number) => {
      t += profile.timeDeltas![i]!;
      const n: any = nodes.get(id);
      const url = (n.callFrame.url || '').split('/').pop();
      const label = n.callFrame.functionName === '(idle)' ? 'idle' : n.callFrame.functionName === '(garbage collector)' ? 'GC' : n.callFrame.functionName === '(program)' ? 'program' : `${url.slice(0, 14)}:${n.callFrame.functionName || 'anon'}`;
      const b = Math.floor((t - pStart) / 10000);
      const m = buckets.get(b) ?? new Map();
      m.set(label, (m.get(label) ?? 0) + 1);
      buckets.set(b, m);
    });
    console.log(`run ${run}: open ${r.open.toFixed(0)} hit ${r.hit.toFixed(0)} ms`);
    console.log(' resources', JSON.stringify(res));
    for (const [b, m] of [...buckets].sort((a, b) => a[0] - b[0])) {
      const total = [...m.values()].reduce((a, c) => a + c, 0);
      const top = [...m].sort((a, b) => b[1] - a[1]).slice(0, 4).map(([k, v]) => `${k} ${(v / total * 100).toFixed(0)}%`).join(', ');
      console.log(`  ${b * 10}ms: ${top}`);
    }
    await context.close();
  }
  await site.close();
}
void main();
