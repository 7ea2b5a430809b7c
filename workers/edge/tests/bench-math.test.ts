import { describe, expect, it } from "vitest";
import {
  budget,
  cpuMsPerRequest,
  descendantsNamed,
  formatNumber,
  formatTable,
  median,
  pageScripts,
  parseProcStat,
  percentile,
  ratio,
} from "../../../scripts/bench/bench-math";

// The figures `npm run bench` prints come out of these functions; the bench itself is not part of npm test.
describe("the bench's arithmetic", () => {
  it("interpolates percentiles and takes medians of unsorted values", () => {
    expect(percentile([40, 10, 30, 20], 50)).toBe(25);
    expect(percentile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 99)).toBeCloseTo(9.91);
    expect(percentile([7], 99)).toBe(7);
    expect(median([96, 92, 97])).toBe(96);
    expect(median([])).toBeNaN();
  });

  it("compares with the baseline and divides CPU ticks over requests", () => {
    expect(ratio(50, 400)).toBe(0.125);
    expect(ratio(50, 0)).toBeNaN();
    // 250 ticks at 100 per second = 2.5 s over 1,000 requests.
    expect(cpuMsPerRequest(250, 100, 1_000)).toBe(2.5);
    expect(cpuMsPerRequest(250, 100, 0)).toBeNaN();
  });

  it("reads CPU times from /proc stat lines, even with spaces and parentheses in the name", () => {
    const line =
      "4242 (work erd) (x)) S 4100 4242 4100 0 -1 4194560 2915 0 0 0 1234 567 0 0 20 0 9 0 1000 100000 2000 18446744073709551615";
    expect(parseProcStat(line)).toEqual({ pid: 4242, comm: "work erd) (x)", ppid: 4100, utime: 1234, stime: 567 });
    expect(() => parseProcStat("garbage")).toThrow();
  });

  it("finds the workerd processes under the server, and only those", () => {
    const stat = (pid: number, ppid: number, comm: string) => ({ pid, ppid, comm, utime: 0, stime: 0 });
    const stats = [
      stat(10, 1, "npm"),
      stat(11, 10, "node"),
      stat(12, 11, "workerd"),
      stat(13, 12, "workerd"),
      stat(20, 1, "workerd"),
    ];
    expect(descendantsNamed(stats, 10, "workerd")).toEqual([12, 13]);
  });
});

describe("the bench's first-load JS", () => {
  const html = [
    '<html><head><link rel="stylesheet" href="/assets/app.css"/>',
    '<link rel="modulepreload" href="/assets/entry.client.js"/><link rel="modulepreload" href="/assets/react.js"/>',
    '<script type="application/ld+json">{"@type":"Product"}</script></head><body>',
    "<script>window.__remixContext = {};</script>",
    '<script type="module" async="">import "/assets/manifest.js";',
    'import * as route0 from "/assets/root.js";',
    'import * as route1 from "/assets/react.js";',
    'import("/assets/entry.client.js");</script>',
    '<script type="module" src="/assets/extra.js"></script>',
    '<script>window.__remixContext.streamController.enqueue("[1]");</script></body></html>',
  ].join("\n");

  it("counts every module script, module preload and module an inline module imports, once each", () => {
    expect(pageScripts(html).files.sort()).toEqual([
      "/assets/entry.client.js",
      "/assets/extra.js",
      "/assets/manifest.js",
      "/assets/react.js",
      "/assets/root.js",
    ]);
  });

  it("counts inline scripts' text, but not data such as JSON-LD", () => {
    const { inline } = pageScripts(html);
    expect(inline).toHaveLength(3);
    expect(inline[0]).toBe("window.__remixContext = {};");
    expect(inline.join("")).not.toContain("Product");
  });
});

describe("the bench's report", () => {
  it("aligns names left and figures right", () => {
    expect(
      formatTable(
        ["route", "req/s"],
        [
          ["/", "1200"],
          ["/games", "95"],
        ],
      ),
    ).toBe(["| route  | req/s |", "|--------|------:|", "| /      |  1200 |", "| /games |    95 |"].join("\n"));
    expect(formatNumber(Number.NaN)).toBe("n/a");
    expect(formatNumber(1.234, 2)).toBe("1.23");
  });

  it("passes a budget only on a measured figure within it", () => {
    expect(budget("CPU", 4.2, 5, "max", " ms")).toEqual({ name: "CPU ≤ 5 ms", measured: "4.20 ms", ok: true });
    expect(budget("score", 94, 95, "min").ok).toBe(false);
    expect(budget("JS", null, 100, "max").ok).toBe(false);
    expect(budget("JS", Number.NaN, 100, "max").measured).toBe("n/a");
  });
});
