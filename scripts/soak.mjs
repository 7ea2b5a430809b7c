// `npm run soak [-- --minutes 2] [--url http://127.0.0.1:8787] [--only browse,flood]`: bounded mixed
// traffic against the local store (sign-ups, browsing, cart and checkout through the payment
// sandbox, signed webhooks, chat websockets dropped without closing, large bodies, aborted requests,
// floods of 8 connections), minute by minute, watching the workerd that listens on the store's port.
// Fails on CLOSE-WAIT sockets or open files growing, on that workerd calling a Node process per
// request, on any error and on rising latency (issue 47: after 1.5 hours `npm start` held 19,983
// sockets in CLOSE-WAIT to wrangler's Node process and answered nothing).
// Without --url it starts the store as `npm start` does, on its own fresh state (port 8853, SOAK_PORT).
import { readFileSync, rmSync } from "node:fs";
import { Writable } from "node:stream";
import { parseArgs } from "node:util";
import { startStore } from "./lib/local-store.mjs";
import { soak } from "./soak/run.mjs";
import { table } from "./soak/verdict.mjs";

const { values } = parseArgs({
  options: {
    minutes: { type: "string", default: "2" },
    url: { type: "string" },
    only: { type: "string" },
  },
});
const minutes = Number(values.minutes);
if (!(minutes > 0)) throw new Error("--minutes must be a positive number");

let store;
let base = values.url?.replace(/\/$/, "");
if (!base) {
  const port = process.env.SOAK_PORT ?? "8853";
  const persistTo = `.wrangler/soak-state-${port}`;
  rmSync(persistTo, { recursive: true, force: true });
  const discard = new Writable({ write: (_chunk, _encoding, done) => done() });
  store = await startStore({ port, persistTo, print: () => {}, output: { stdout: discard, stderr: process.stderr } });
  base = store.origin;
}

try {
  const webhookSecret = readFileSync(".dev.vars", "utf8")
    .match(/^STRIPE_WEBHOOK_SECRET=(.+)$/m)?.[1]
    ?.trim();
  console.log(`Soaking ${base} for ${minutes} min…`);
  const result = await soak({
    base,
    minutes,
    kinds: values.only?.split(","),
    webhookSecret,
    onMinute(index, sample) {
      const peers = Object.entries(sample.closeWaitPeers).map(([port, count]) => `${count} to :${port}`);
      console.log(
        `minute ${index + 1}: ${sample.requests} requests, ${sample.errors.length} errors, up to ${sample.peakToNode} connections to Node, ${sample.openFiles} open files, ${sample.closeWait} CLOSE-WAIT ${peers.join(" ")}`,
      );
    },
  });
  console.log(
    `\nworkerd pid ${result.pid}, ${result.kinds.join(", ")}\n\n${table(result.baseline, result.measured)}\n`,
  );
  for (const error of result.measured.flatMap((minute) => minute.errors).slice(0, 10)) console.log(`  error: ${error}`);
  if (result.reasons.length > 0) {
    console.error(`✖ soak failed: ${result.reasons.join("; ")}`);
    process.exitCode = 1;
  } else console.log("✔ nothing grew, nothing failed, nothing slowed down");
} finally {
  await store?.stop();
}
