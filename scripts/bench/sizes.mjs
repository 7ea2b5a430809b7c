// First-load JavaScript per page, measured from outside the way a browser meets it, and the Worker
// bundle as `wrangler deploy --dry-run` writes it; every figure is gzip (zlib's default level, like a server).
import { readdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { run } from "../lib/local-setup.mjs";
import { pageScripts } from "./bench-math.ts";

const gzipBytes = (content) => gzipSync(content).length;

/**
 * The page's first-load JS: its HTML as `headers` (a signed-in shopper's cookie) get it, then every
 * module script, module preload and module an inline module script imports, fetched from the
 * server, plus the inline scripts' text (Remix's context, route manifest and loader data).
 */
export async function firstLoadJs(origin, path, headers = {}) {
  const page = await fetch(`${origin}${path}`, { headers, redirect: "manual" });
  if (page.status !== 200) throw new Error(`first-load JS of ${path}: the page answered ${page.status}`);
  const { files, inline } = pageScripts(await page.text());
  let fileBytes = 0;
  for (const file of files) {
    const answer = await fetch(new URL(file, origin));
    if (!answer.ok) throw new Error(`first-load JS of ${path}: ${file} answered ${answer.status}`);
    fileBytes += gzipBytes(Buffer.from(await answer.arrayBuffer()));
  }
  // The inline scripts travel in one document, so in one gzip stream: compressed together.
  const inlineBytes = inline.length === 0 ? 0 : gzipBytes(Buffer.from(inline.join("\n")));
  return { files, fileBytes, inlineBytes, bytes: fileBytes + inlineBytes };
}

/** The Worker as it would be uploaded. */
export function workerBundleBytes() {
  const outdir = ".wrangler/bench-bundle";
  rmSync(outdir, { recursive: true, force: true });
  run("npx", ["wrangler", "deploy", "--dry-run", "--outdir", outdir], { stdio: ["ignore", "ignore", "inherit"] });
  return readdirSync(outdir, { recursive: true })
    .filter((file) => /\.(js|mjs|wasm)$/.test(String(file)))
    .reduce((sum, file) => sum + gzipBytes(readFileSync(join(outdir, String(file)))), 0);
}
