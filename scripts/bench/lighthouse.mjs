// Lighthouse (mobile, its default: emulated phone, simulated slow 4G and 4× CPU slowdown) in
// Debian's Chromium, a fresh browser per run; the median of each metric over the runs.
import { mkdirSync, writeFileSync } from "node:fs";
import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import { median } from "./bench-math.ts";

const chromeFlags = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

export async function lighthouseMedian(url, runs, reportName) {
  const results = [];
  mkdirSync("bench/lighthouse", { recursive: true });
  for (let i = 1; i <= runs; i++) {
    const chrome = await launch({ chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", chromeFlags });
    try {
      const { lhr, report } = await lighthouse(url, {
        port: chrome.port,
        onlyCategories: ["performance"],
        output: "json",
        logLevel: "error",
      });
      if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
      writeFileSync(`bench/lighthouse/${reportName}-${i}.json`, report);
      results.push({
        score: (lhr.categories.performance.score ?? Number.NaN) * 100,
        lcpMs: lhr.audits["largest-contentful-paint"].numericValue,
        tbtMs: lhr.audits["total-blocking-time"].numericValue,
        cls: lhr.audits["cumulative-layout-shift"].numericValue,
      });
    } finally {
      chrome.kill();
    }
  }
  const of = (key) => median(results.map((result) => result[key]));
  return { score: of("score"), lcpMs: of("lcpMs"), tbtMs: of("tbtMs"), cls: of("cls"), runs: results };
}
