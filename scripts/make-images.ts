/**
 * `npm run images`: renders the social card (1200x630 JPEG) and the favicon (16, 32 and 48 px PNGs
 * packed into an ICO) from their SVG sources with Chromium. Run it after changing those SVGs and
 * commit the results; the build copies them as they are.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { launchBrowser } from '../tests/helpers/browser.ts';

const img = path.resolve(import.meta.dirname, '../assets/img');
const browser = await launchBrowser();

async function render(svgFile: string, width: number, height: number, type: 'png' | 'jpeg'): Promise<Buffer> {
  const page = await browser.newPage({ viewport: { width, height } });
  const svg = readFileSync(path.join(img, svgFile), 'utf8');
  await page.setContent(`<html><body style="margin:0;background:transparent"><img src="data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}" width="${width}" height="${height}" style="display:block"></body></html>`);
  await page.locator('img').evaluate((el: HTMLImageElement) => el.decode());
  const shot = await page.screenshot(type === 'jpeg' ? { type, quality: 90 } : { type, omitBackground: true });
  await page.close();
  return shot;
}

/** ICO container with PNG images inside, which every current browser reads. */
function ico(images: { size: number; png: Buffer }[]): Buffer {
  const header = Buffer.alloc(6 + 16 * images.length);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach(({ size, png }, i) => {
    const entry = 6 + 16 * i;
    header.writeUInt8(size >= 256 ? 0 : size, entry);
    header.writeUInt8(size >= 256 ? 0 : size, entry + 1);
    header.writeUInt16LE(1, entry + 4);
    header.writeUInt16LE(32, entry + 6);
    header.writeUInt32LE(png.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += png.length;
  });
  return Buffer.concat([header, ...images.map((i) => i.png)]);
}

writeFileSync(path.join(img, 'social-card.jpg'), await render('social-card.svg', 1200, 630, 'jpeg'));
const sizes = [16, 32, 48];
writeFileSync(path.join(img, 'favicon.ico'), ico(await Promise.all(sizes.map(async (size) => ({ size, png: await render('favicon.svg', size, size, 'png') })))));
await browser.close();
console.log('wrote assets/img/social-card.jpg and assets/img/favicon.ico');
