// Opens an explorer page in headless Chromium (Debian's, driven by
// playwright-core), clicks a variable and each version button, takes a
// screenshot, and prints what it saw as one JSON object:
//
//   node check.mjs PAGE.html SCREENSHOT.png [VARIABLE [NODE]]
//
// With NODE, it also clicks that shape node (after the variable) and reports
// the nodes then highlighted.
//
// Chromium: $CHROMIUM, else /usr/bin/chromium.
import { chromium } from "playwright-core";
import path from "node:path";

const [pagePath, screenshot, variable, node] = process.argv.slice(2);
if (!pagePath || !screenshot) {
  console.error("usage: node check.mjs PAGE.html SCREENSHOT.png [VARIABLE]");
  process.exit(2);
}
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM || "/usr/bin/chromium",
  // The flags that keep Chromium off a closed network and out of a sandbox
  // it cannot make as root.
  args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
    "--disable-background-networking", "--disable-component-update", "--disable-sync"],
});
try {
  const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
  const consoleErrors = [];
  const requests = [];
  page.on("console", (m) => { if (m.type() === "error") consoleErrors.push(m.text()); });
  page.on("pageerror", (e) => consoleErrors.push(String(e)));
  page.on("request", (r) => { if (!r.url().startsWith("file:")) requests.push(r.url()); });
  const started = Date.now();
  await page.goto("file://" + path.resolve(pagePath), { waitUntil: "load" });
  await page.waitForSelector('body[data-ready="1"]', { timeout: 10000 });
  const loadMs = Date.now() - started;
  const nodes = await page.locator("#model-forest g.shape").count();
  const v8Nodes = await page.locator("#v8-pane:not([hidden]) #v8-forest g.shape").count();
  let highlighted = [];
  if (variable) {
    await page.click(`#variables li[data-variable="${variable}"]`);
    highlighted = await page.$$eval("#model-forest g.shape.hl", (gs) => gs.map((g) => g.dataset.id));
  }
  await page.screenshot({ path: screenshot });
  let nodeHighlighted = [];
  if (node) {
    await page.click(`#model-forest g.shape[data-id="${node}"]`);
    nodeHighlighted = await page.$$eval("#model-forest g.shape.hl", (gs) => gs.map((g) => g.dataset.id));
  }
  const versionNodes = {};
  for (const name of await page.$$eval("#versions button", (bs) => bs.map((b) => b.dataset.version))) {
    await page.click(`#versions button[data-version="${name}"]`);
    versionNodes[name] = await page.locator("#model-forest g.shape").count();
  }
  const errors = await page.evaluate(() => window.__errors);
  console.log(JSON.stringify({ nodes, v8Nodes, highlighted, nodeHighlighted, versionNodes, consoleErrors: consoleErrors.concat(errors), requests, loadMs }));
} finally {
  await browser.close();
}
