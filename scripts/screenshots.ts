/**
 * Screenshots of pages of the production build at desktop and 400 px, light and dark,
 * for looking at what a change did. Usage: tsx scripts/screenshots.ts /docs/ /docs/getting-started …
 * Writes PNGs to bench/results/screenshots/.
 */
import {mkdirSync} from 'node:fs';
import {gotoHydrated, newContext, openSite} from './lib/browser';

async function main(): Promise<void> {
  const paths = process.argv.slice(2);
  const outDir = 'bench/results/screenshots';
  mkdirSync(outDir, {recursive: true});
  const site = await openSite();
  try {
    for (const [label, width] of [
      ['desktop', 1280],
      ['mobile', 400],
    ] as const) {
      for (const mode of ['light', 'dark'] as const) {
        const context = await newContext(site, {viewport: {width, height: 900}});
        await context.addInitScript((theme) => localStorage.setItem('theme', theme), mode);
        const page = await context.newPage();
        for (const path of paths) {
          await gotoHydrated(page, path);
          const name = path.replace(/^\/docs\/?/, '').replace(/[/.]+/g, '_') || 'home';
          await page.screenshot({path: `${outDir}/${name}-${label}-${mode}.png`});
        }
        await context.close();
      }
    }
  } finally {
    await site.close();
  }
  console.log(`Screenshots in ${outDir}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
