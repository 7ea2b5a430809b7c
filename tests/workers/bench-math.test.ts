import { describe, expect, it } from "vitest";
import {
  budget,
  cpuMsPerRequest,
  descendantsNamed,
  dynamicImportsOf,
  firstLoadFiles,
  formatNumber,
  formatTable,
  median,
  parseProcStat,
  parseRemixManifest,
  percentile,
  type RemixManifest,
  ratio,
  routeIdFor,
} from "../../scripts/bench/bench-math";

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
  const manifest: RemixManifest = {
    entry: { module: "/assets/entry.client.js", imports: ["/assets/react.js"] },
    routes: {
      root: { id: "root", path: "", module: "/assets/root.js", imports: ["/assets/react.js", "/assets/texts.js"] },
      "routes/_index": { id: "routes/_index", parentId: "root", index: true, module: "/assets/_index.js" },
      "routes/games": {
        id: "routes/games",
        parentId: "root",
        path: "games",
        module: "/assets/games.js",
        imports: ["/assets/card.js"],
      },
      "routes/game.$id": { id: "routes/game.$id", parentId: "root", path: "game/:id", module: "/assets/game.js" },
      "routes/_shop": { id: "routes/_shop", parentId: "root", module: "/assets/shop.js" },
      "routes/_shop.cart": {
        id: "routes/_shop.cart",
        parentId: "routes/_shop",
        path: "cart",
        module: "/assets/cart.js",
      },
    },
  };

  it("reads the manifest the build writes", () => {
    const source = `window.__remixManifest=${JSON.stringify(manifest)};`;
    expect(parseRemixManifest(source)).toEqual(manifest);
  });

  it("finds the route of an address, through index routes, parameters and pathless layouts", () => {
    expect(routeIdFor(manifest, "/")).toBe("routes/_index");
    expect(routeIdFor(manifest, "/games")).toBe("routes/games");
    expect(routeIdFor(manifest, "/game/12")).toBe("routes/game.$id");
    expect(routeIdFor(manifest, "/cart")).toBe("routes/_shop.cart");
    expect(routeIdFor(manifest, "/checkout")).toBeNull();
  });

  it("counts the entry and every route of the chain once", () => {
    expect(firstLoadFiles(manifest, "routes/_shop.cart")).toEqual([
      "/assets/entry.client.js",
      "/assets/react.js",
      "/assets/root.js",
      "/assets/texts.js",
      "/assets/shop.js",
      "/assets/cart.js",
    ]);
  });

  it("finds the chunks a chunk loads on demand", () => {
    const source =
      'p={en:()=>f(()=>import("./en-shell-fNBOP6hj.js"),[]),pt:()=>f(()=>import( "./pt-shell-gg37.js" ),[])}';
    expect(dynamicImportsOf(source)).toEqual(["en-shell-fNBOP6hj.js", "pt-shell-gg37.js"]);
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
