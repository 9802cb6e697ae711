import {gotoHydrated, newContext, openSite} from '../tests/e2e/harness';
async function main() {
  const site = await openSite();
  for (let run = 0; run < Number(process.argv[2] ?? 3); run++) {
    const context = await newContext(site);
    await context.addInitScript('window.__name = (f) => f');
    const page = await context.newPage();
    if (process.env.HANG) await page.route('**/search/index.json', () => new Promise(() => {}));
    await gotoHydrated(page, '/docs/getting-started');
    await page.evaluate(() => {
      (window as any).__long = [];
      new PerformanceObserver((l) => (window as any).__long.push(...l.getEntries().map((e) => [Math.round(e.startTime), Math.round(e.duration)]))).observe({type: 'longtask', buffered: false});
    });
    if (process.env.HANG) await page.evaluate(() => ((window as any).__hang = 1));
    const r = await page.evaluate(async () => {
      const start = performance.now();
      (document.querySelector('.DocSearch-Button') as HTMLButtonElement).click();
      const input = await new Promise<HTMLInputElement>((done) => {
        const poll = () => { const el = document.querySelector<HTMLInputElement>('.DocSearch-Input'); if (el) done(el); else requestAnimationFrame(poll); };
        poll();
      });
      const inputAt = performance.now() - start;
      const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
      setter.call(input, 'model');
      input.dispatchEvent(new Event('input', {bubbles: true}));
      if ((window as any).__hang) return {inputAt: Math.round(inputAt)};
      await new Promise<void>((done) => { const poll = () => (document.querySelector('.DocSearch-Hit') ? done() : requestAnimationFrame(poll)); poll(); });
      const end = performance.now() - start;
      const res = performance.getEntriesByType('resource').filter((e) => e.startTime >= start - 1).map((e: any) => `${e.name.split('/').pop()} ${Math.round(e.startTime - start)}→${Math.round(e.responseEnd - start)} (${e.transferSize}B)`);
      const longs = (window as any).__long.map(([s, d]: number[]) => `${Math.round(s - start)}+${d}`);
      return {inputAt: Math.round(inputAt), end: Math.round(end), res, longs};
    });
    console.log(JSON.stringify(r));
    await context.close();
  }
  await site.close();
}
main();
