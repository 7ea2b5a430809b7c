// `BENCH_ONLY=patches npm run bench`: what each patch to a dependency (patches/) saves, measured in
// one run (issue 30: a patch stays only where it saves at least 3 % of its route's server time).
// For the store as installed, then without each patch in turn, then with none: rebuild, serve on
// local workerd in bench mode, and measure the CPU time per request of the uncached game page (the
// route every patch targets: server render, route matching, loaders) and of the hello-world route
// of the same Worker. A patch's gain is the game page's CPU over the baseline without it, less with
// it, over the former. Each patch is taken out with `git apply -R` and put back with `git apply`,
// whatever happens. Prints the table for docs/decisions/027-server-cost.md.
import { execFileSync } from "node:child_process";
import { readdirSync } from "node:fs";
import { run } from "../lib/local-setup.mjs";
import { formatTable } from "./bench-math.ts";
import { loadRun, warmUp } from "./load.mjs";
import { startBenchServer, ticksPerSecond } from "./server.mjs";

const MIN_GAIN = 0.03;
const skipCache = { "x-bench-no-cache": "1" };

/** CPU ms per request over the baseline of `/game/{id}` uncached, for the build as it is now. */
async function gamePageCpu({ port, seconds, connections }) {
  run("npx", ["remix", "vite:build"], { stdio: ["ignore", "ignore", "inherit"] });
  const server = await startBenchServer(port);
  try {
    const { origin } = server;
    const games = await (await fetch(`${origin}/api/games`)).json();
    const game = games.find((candidate) => candidate.name === "World of Warcraft") ?? games[0];
    const hz = ticksPerSecond();
    const measure = (path, headers) =>
      loadRun({
        url: `${origin}${path}`,
        headers,
        connections,
        seconds,
        cpuTicks: server.cpuTicks,
        ticksPerSecond: hz,
      });
    await warmUp(`${origin}/__bench/hello`);
    await warmUp(`${origin}/game/${game.id}`, skipCache);
    const baseline = (await measure("/__bench/hello")).cpuMs;
    const page = (await measure(`/game/${game.id}`, skipCache)).cpuMs;
    return { baseline, page, over: page - baseline };
  } finally {
    server.stop();
  }
}

const gitApply = (patch, reverse) =>
  execFileSync("git", ["apply", ...(reverse ? ["-R"] : []), `patches/${patch}`], { stdio: "inherit" });

export async function patchGains(settings) {
  const patches = readdirSync("patches").filter((name) => name.endsWith(".patch"));
  if (patches.length === 0) {
    console.log("no patches to measure (patches/ is empty)");
    return;
  }
  const variants = [
    { name: "as installed", without: [] },
    ...patches.map((patch) => ({ name: `without ${patch}`, without: [patch] })),
    { name: "without any", without: patches },
  ];
  const measured = [];
  for (const variant of variants) {
    console.log(`\n▶ ${variant.name}`);
    for (const patch of variant.without) gitApply(patch, true);
    try {
      measured.push({ ...variant, ...(await gamePageCpu(settings)) });
    } finally {
      for (const patch of variant.without) gitApply(patch, false);
    }
  }
  const [installed] = measured;
  const rows = measured.map((row) => {
    const gain = row === installed ? null : (row.over - installed.over) / row.over;
    return [
      row.name,
      row.page.toFixed(2),
      row.baseline.toFixed(2),
      row.over.toFixed(2),
      gain === null ? "" : `${(gain * 100).toFixed(1)} %`,
      gain === null ? "" : gain >= MIN_GAIN ? "keep" : "drop",
    ];
  });
  console.log(
    `\n${formatTable(
      [
        "variant",
        "/game/{id} CPU ms/req",
        "baseline CPU ms/req",
        "over baseline",
        "saved by the patch(es)",
        `≥ ${MIN_GAIN * 100} %`,
      ],
      rows,
    )}`,
  );
}
