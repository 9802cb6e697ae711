// Temporary (not committed): click → first hit and bytes, in fresh contexts, as bench/search.ts measures them.
import {gotoHydrated, newContext, openSite} from '../scripts/lib/browser';
const site = await openSite();
const out: Array<{hit: number; bytes: number}> = [];
for (let run = 0; run < Number(process.argv[2] ?? 3); run++) {
  const context = await newContext(site);
  await context.addInitScript('window.__name = (f) => f');
  const page = await context.newPage();
  await gotoHydrated(page, '/docs/getting-started');
  out.push(await page.evaluate(async () => {
    const start = performance.now();
    (document.querySelector('.DocSearch-Button') as HTMLButtonElement).click();
    const input = await new Promise<HTMLInputElement>((done) => { const poll = () => { const el = document.querySelector<HTMLInputElement>('.DocSearch-Input'); if (el) done(el); else requestAnimationFrame(poll); }; poll(); });
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, 'model');
    input.dispatchEvent(new Event('input', {bubbles: true}));
    await new Promise<void>((done) => { const poll = () => (document.querySelector('.DocSearch-Hit') ? done() : requestAnimationFrame(poll)); poll(); });
    const hit = performance.now() - start;
    const bytes = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((e) => e.startTime >= start - 1).reduce((n, e) => n + e.transferSize, 0);
    return {hit, bytes};
  }));
  await context.close();
}
await site.close();
console.log(JSON.stringify(out));
