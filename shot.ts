import { launchBrowser } from './tests/helpers/browser.ts';
import { serveStatic } from './tests/helpers/server.ts';
const [dir, ...paths] = process.argv.slice(2);
const server = await serveStatic(dir);
const browser = await launchBrowser();
for (const spec of paths) {
  const [p, w = '1280', theme = 'light', full = ''] = spec.split(',');
  const page = await browser.newPage({ viewport: { width: Number(w), height: 900 }, colorScheme: theme as 'light' });
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  await page.goto(server.url + p);
  await page.waitForLoadState('networkidle').catch(() => {});
  const name = `/tmp/shot-${p.replace(/\W+/g, '_')}-${w}-${theme}.png`;
  await page.screenshot({ path: name, fullPage: full === 'full' });
  console.log(name, errors);
  await page.close();
}
await browser.close();
await server.close();
