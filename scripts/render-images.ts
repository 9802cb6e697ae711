/**
 * Renders the social card and the app icons from the logo with Chromium, so the PNGs in
 * static/img can be made again when the logo or the tagline changes:
 *   npx tsx scripts/render-images.ts
 */
import {readFileSync} from 'node:fs';
import {resolve} from 'node:path';
import {chromium} from 'playwright-core';
import {chromiumArgs} from './lib/browser';

const logo = readFileSync(resolve('static/img/logo.svg'), 'utf8');
const logoUrl = `data:image/svg+xml;base64,${Buffer.from(logo).toString('base64')}`;

const card = `<!doctype html><html><body style="margin:0">
<div style="width:1200px;height:630px;box-sizing:border-box;padding:96px;display:flex;flex-direction:column;justify-content:space-between;background:linear-gradient(135deg,#312E81,#4F46E5);color:#fff;font-family:'DejaVu Sans',sans-serif">
  <div style="display:flex;align-items:center;gap:32px"><img src="${logoUrl}" width="120" height="120"><span style="font-size:88px;font-weight:700">Jaqpot docs</span></div>
  <div style="font-size:52px;font-weight:600">Build. Train. Deploy.</div>
  <div style="font-size:34px;color:#E0E7FF">jaqpotpy · SDKs · REST API · jaqpot.org/docs</div>
</div></body></html>`;

const icon = (size: number) =>
  `<!doctype html><html><body style="margin:0"><img src="${logoUrl}" width="${size}" height="${size}" style="display:block"></body></html>`;

const images = [
  {file: 'static/img/social-card.png', html: card, width: 1200, height: 630},
  {file: 'static/img/icon-192.png', html: icon(192), width: 192, height: 192},
  {file: 'static/img/icon-512.png', html: icon(512), width: 512, height: 512},
];

async function main() {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: chromiumArgs,
  });
  try {
    for (const image of images) {
      const page = await browser.newPage({viewport: {width: image.width, height: image.height}});
      await page.setContent(image.html);
      await page.screenshot({path: resolve(image.file), omitBackground: true});
      await page.close();
      console.log(`wrote ${image.file}`);
    }
  } finally {
    await browser.close();
  }
}

void main();
