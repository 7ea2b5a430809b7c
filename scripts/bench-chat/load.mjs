// The measured part of the chat benchmark: N websocket clients in one conversation, each sending
// its share of the messages on the plan's schedule; every delivery to a client other than the
// sender is timed on this process's one clock (performance.now()), so no clocks need to agree.
import { performance } from "node:perf_hooks";

/** Opens a client's websocket and resolves once the room has sent `ready`. */
function connect(url, cookie, onEvent) {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, { headers: { Cookie: cookie } });
    const timer = setTimeout(() => reject(new Error("no ready event within 20 s")), 20_000);
    socket.addEventListener("message", (message) => {
      const event = JSON.parse(String(message.data));
      if (event.type === "ready") {
        clearTimeout(timer);
        resolve(socket);
      } else onEvent(event);
    });
    socket.addEventListener("error", () => reject(new Error(`websocket to ${url} failed`)));
  });
}

/**
 * Runs the plan and answers the raw measurements. `plan` comes from stats.ts `planSends`;
 * `settleMs` is how long to wait for the last deliveries after the last send.
 */
export async function runLoad({ wsUrl, accounts, plan, settleMs = 10_000 }) {
  const sentAt = new Map();
  const latenciesMs = [];
  let refused = 0;
  let lastDeliveryAt = 0;
  const expected = plan.length * (accounts.length - 1);

  const sockets = await Promise.all(
    accounts.map((account, client) =>
      connect(wsUrl, account.cookie, (event) => {
        if (event.type === "error") refused += 1;
        if (event.type !== "message" || !event.clientId) return;
        const sent = sentAt.get(event.clientId);
        if (!sent || sent.client === client) return;
        lastDeliveryAt = performance.now();
        latenciesMs.push(lastDeliveryAt - sent.at);
      }),
    ),
  );

  const firstSendAt = performance.now();
  await Promise.all(
    plan.map(
      (send) =>
        new Promise((resolve) => {
          setTimeout(() => {
            const clientId = `b${send.client}-${send.seq}`;
            sentAt.set(clientId, { client: send.client, at: performance.now() });
            sockets[send.client].send(JSON.stringify({ type: "message", content: `bench ${clientId}`, clientId }));
            resolve();
          }, send.atMs);
        }),
    ),
  );
  const deadline = performance.now() + settleMs;
  while (latenciesMs.length + refused * (accounts.length - 1) < expected && performance.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  for (const socket of sockets) socket.close(1000, "bench done");
  return { clients: accounts.length, sent: plan.length, refused, latenciesMs, firstSendAt, lastDeliveryAt };
}
