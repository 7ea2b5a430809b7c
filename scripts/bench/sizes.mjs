// First-load JavaScript per route from the Remix client manifest, and the Worker bundle as
// `wrangler deploy --dry-run` writes it; every figure is gzip (zlib's default level, like a server).
import { readdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { run } from "../lib/local-setup.mjs";
import { dynamicImportsOf, firstLoadFiles, parseRemixManifest, routeIdFor } from "./bench-math.ts";

const clientDir = "build/client";
const gzipBytes = (path) => gzipSync(readFileSync(path)).length;

/**
 * The route's first-load JS: the entry and each route of its chain with their imports, plus the
 * page language's texts, which the entry loads before hydrating. Null when no route renders `pathname`.
 */
export function firstLoadJs(pathname, language) {
  const assets = join(clientDir, "assets");
  const manifestFile = readdirSync(assets).find((file) => /^manifest-[\w-]+\.js$/.test(file));
  if (!manifestFile) throw new Error("no Remix manifest in build/client/assets: build first");
  const manifest = parseRemixManifest(readFileSync(join(assets, manifestFile), "utf8"));
  const routeId = routeIdFor(manifest, pathname);
  if (!routeId) return null;
  const files = firstLoadFiles(manifest, routeId);
  const onDemand = files.flatMap((file) => dynamicImportsOf(readFileSync(join(clientDir, file), "utf8")));
  const texts = onDemand.find((file) => file.startsWith(`${language}-`));
  if (texts) files.push(`/assets/${texts}`);
  return { routeId, files, bytes: files.reduce((sum, file) => sum + gzipBytes(join(clientDir, file)), 0) };
}

/** The Worker as it would be uploaded. */
export function workerBundleBytes() {
  const outdir = ".wrangler/bench-bundle";
  rmSync(outdir, { recursive: true, force: true });
  run("npx", ["wrangler", "deploy", "--dry-run", "--outdir", outdir], { stdio: ["ignore", "ignore", "inherit"] });
  return readdirSync(outdir, { recursive: true })
    .filter((file) => /\.(js|mjs|wasm)$/.test(String(file)))
    .reduce((sum, file) => sum + gzipBytes(join(outdir, String(file))), 0);
}
