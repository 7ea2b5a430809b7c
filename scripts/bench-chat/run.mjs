// `npm run bench:chat [-- --clients 50 --messages 500 --interval-ms 1250 --no-build]`: builds the
// store, serves it on its own fresh local state, fills one conversation with N websocket clients
// and M messages, and prints delivery latency p50/p99 and throughput (bench/chat-results.json too).
//
// The chat allows each user 10 messages per 10 s, and this bench does not switch that off: every
// client is its own verified user (the owner and N-1 support agents, the only people a room
// admits), sending one message every --interval-ms (at least 1 s). So the offered load is
// N / interval messages per second (40/s for the defaults) and the figures are the room's
// delivery latency and fan-out at that load, as real traffic within the limits would see them.
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { offlineEnv, prepareLocal, run, serveLocal } from "../lib/local-setup.mjs";
import { createAccounts, openConversation } from "./accounts.mjs";
import { runLoad } from "./load.mjs";
import { busiestWindow, formatSummary, planSends, RATE_LIMIT, summarize } from "./stats.ts";

const { values } = parseArgs({
  options: {
    clients: { type: "string", default: "50" },
    messages: { type: "string", default: "500" },
    "interval-ms": { type: "string", default: "1250" },
    "no-build": { type: "boolean", default: false },
  },
});
const clients = Number(values.clients);
const messages = Number(values.messages);
if (!(clients >= 2)) throw new Error("--clients must be at least 2: one sends, the others receive");
const plan = planSends(clients, messages, Number(values["interval-ms"]));
if (busiestWindow(plan, RATE_LIMIT.windowMs) > RATE_LIMIT.messages) throw new Error("the plan breaks the rate limit");

const port = process.env.BENCH_CHAT_PORT ?? "8863";
const base = `http://127.0.0.1:${port}`;
const persistTo = ".wrangler/bench-chat-state";

rmSync(persistTo, { recursive: true, force: true });
prepareLocal(persistTo);
if (!values["no-build"]) run("npx", ["remix", "vite:build"]);

// Its own process group, so stopping it stops wrangler's workerd too.
const server = serveLocal(port, persistTo, { stdio: ["ignore", "ignore", "inherit"], detached: true });
const stopServer = () => {
  try {
    process.kill(-server.pid, "SIGTERM");
  } catch {
    // Already gone.
  }
};
process.on("SIGINT", () => {
  stopServer();
  process.exit(130);
});

async function waitForHealth() {
  for (let attempt = 0; attempt < 240; attempt++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the store did not answer at ${base}/api/health within 2 minutes`);
}

/** Everyone but the owner becomes support: only the owner and admins may join a conversation. */
function promoteAgents(accounts) {
  const emails = accounts.map((account) => `'${account.email}'`).join(",");
  run(
    "npx",
    [
      "wrangler",
      "d1",
      "execute",
      "DB",
      "--local",
      "--persist-to",
      persistTo,
      "--command",
      `UPDATE users SET is_admin = 1, staff_role = 'owner' WHERE email IN (${emails})`,
    ],
    { stdio: "ignore", env: { ...offlineEnv, CI: "1" } },
  );
}

try {
  await waitForHealth();
  console.log(`Creating ${clients} bench users…`);
  const accounts = await createAccounts(base, clients);
  promoteAgents(accounts.slice(1));
  const conversationId = await openConversation(base, accounts[0]);
  console.log(`Sending ${messages} messages from ${clients} clients…`);
  const measured = await runLoad({
    wsUrl: `ws://127.0.0.1:${port}/api/chat/conversations/${conversationId}/ws`,
    accounts,
    plan,
  });
  const summary = summarize(measured);
  console.log(`\n${formatSummary(summary).join("\n")}`);
  mkdirSync("bench", { recursive: true });
  writeFileSync(
    "bench/chat-results.json",
    `${JSON.stringify({ ranAt: new Date().toISOString(), intervalMs: Number(values["interval-ms"]), ...summary }, null, 2)}\n`,
  );
  console.log("\nWritten to bench/chat-results.json");
} finally {
  stopServer();
}
