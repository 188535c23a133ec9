import { chromium } from 'playwright';
const [base, outPrefix, ...routes] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
for (const r of routes) {
  await page.goto(base + r, { waitUntil: 'load' });
  await page.waitForTimeout(800);
  const name = `${outPrefix}${r.replace(/\//g, '_') || '_'}.png`;
  await page.screenshot({ path: name, fullPage: true });
  console.log(name);
}
await browser.close();
