// The soak's kinds of traffic, each one round of what shoppers, browsers and Stripe send: each
// records its requests' latency and counts what a client would call an error (a 5xx, a refused
// connection, an answer other than the one that call always gets). Aborted requests and dropped
// websockets are meant to end badly; what they must not do is leave anything behind in the runtime.
import { createHmac, randomUUID } from "node:crypto";
import { connect } from "node:net";
import { performance } from "node:perf_hooks";
import { firstItemLine } from "../lib/cart-line.mjs";
import { demoAccounts } from "../lib/demo-credentials.mjs";

/** Latencies (ms) and errors of the calls made since the last `take()`. */
export function createRecorder() {
  let latencies = [];
  let errors = [];
  return {
    latency: (ms) => latencies.push(ms),
    error: (what) => errors.push(what),
    take() {
      const taken = { latencies, errors };
      latencies = [];
      errors = [];
      return taken;
    },
  };
}

const cookieOf = (response) =>
  response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");

/**
 * The calls every kind makes: JSON in and out, from `ip` (each sign-up its own address, as distinct
 * shoppers are), timed and checked against the status that call must answer. A request whose
 * kept-alive connection the server closed just as it was reused (closed or reset before any answer)
 * is sent again, as browsers do (docs/decisions/030): up to twice, since after a quiet moment every
 * connection in the pool may have been closed at once; a third failure is an error.
 */
function caller(base, recorder) {
  return async function call(path, { method = "GET", body, cookie, ip = "10.47.0.1", expect = [200], headers } = {}) {
    const started = performance.now();
    const send = () =>
      fetch(`${base}${path}`, {
        method,
        redirect: "manual",
        headers: {
          "CF-Connecting-IP": ip,
          ...(body === undefined ? {} : { "Content-Type": "application/json", Origin: base }),
          ...(cookie ? { Cookie: cookie } : {}),
          ...headers,
        },
        body: body === undefined || typeof body === "string" ? body : JSON.stringify(body),
      });
    const closedBeforeAnswering = (error) => ["UND_ERR_SOCKET", "ECONNRESET"].includes(error.cause?.code);
    const sendAgainIfClosed = (error) => {
      if (closedBeforeAnswering(error)) return send();
      throw error;
    };
    try {
      const response = await send().catch(sendAgainIfClosed).catch(sendAgainIfClosed);
      const text = await response.text().catch((error) => {
        throw new Error(`answer cut off after ${response.status}`, { cause: error });
      });
      recorder.latency(performance.now() - started);
      if (!expect.includes(response.status))
        recorder.error(`${method} ${path}: ${response.status} ${text.slice(0, 120)}`);
      return { response, json: text.startsWith("{") || text.startsWith("[") ? JSON.parse(text) : null };
    } catch (error) {
      recorder.error(`${method} ${path}: ${error.message} ${error.cause?.code ?? ""}`);
      return { response: null, json: null };
    }
  };
}

/** A Stripe-signed webhook body, as Stripe signs it (`t=…,v1=HMAC-SHA256(secret, "t.body")`). */
function stripeSignature(secret, body) {
  const timestamp = Math.floor(Date.now() / 1000);
  const v1 = createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex");
  return `t=${timestamp},v1=${v1}`;
}

/**
 * Opens the chat's websocket with a raw socket and, once the room has answered, drops the
 * connection without a close frame, as a phone that loses its network does. Answers the status line.
 */
function dropWebSocket(base, path, cookie) {
  const url = new URL(base);
  return new Promise((resolve) => {
    const socket = connect(Number(url.port), url.hostname, () => {
      socket.write(
        `GET ${path} HTTP/1.1\r\nHost: ${url.host}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n` +
          `Sec-WebSocket-Key: ${Buffer.from(randomUUID().slice(0, 16)).toString("base64")}\r\n` +
          `Sec-WebSocket-Version: 13\r\nOrigin: ${base}\r\nCookie: ${cookie}\r\n\r\n`,
      );
    });
    socket.once("data", (chunk) => {
      socket.destroy();
      resolve(chunk.toString("latin1").split("\r\n")[0]);
    });
    socket.on("error", (error) => resolve(String(error.code ?? error.message)));
    socket.on("close", () => resolve("closed without an answer"));
    socket.setTimeout(30_000, () => {
      socket.destroy();
      resolve("no answer within 30 s");
    });
  });
}

/**
 * Signs the demo shopper in and finds something to buy and a chat to open. Answers the kinds of
 * traffic by name, each an async function doing one round.
 */
export async function prepareTraffic(base, { webhookSecret }, recorder) {
  const call = caller(base, recorder);
  const { email, password } = demoAccounts.shopper;
  const login = await call("/api/auth/login", { method: "POST", body: { email, password } });
  if (!login.response?.ok) throw new Error(`the demo shopper could not sign in at ${base}`);
  const cookie = cookieOf(login.response);
  const games = (await call("/api/games")).json ?? [];
  let line = null;
  for (const game of games) {
    line = firstItemLine((await call(`/api/games/${game.id}`)).json, "Soak#1");
    if (line) break;
  }
  if (!line) throw new Error("no game with an item to buy: is the demo data seeded?");
  const conversation = (await call("/api/chat/conversations", { method: "POST", body: {}, cookie })).json;
  const wsPath = `/api/chat/conversations/${conversation?.id}/ws`;
  let signUps = 0;

  return {
    async browse() {
      for (const path of ["/", "/games", `/game/${line.game_id}`, "/api/games", "/trust", "/api/health"])
        await call(path);
      await call("/no-such-page", { expect: [404] });
    },
    async signUp() {
      signUps += 1;
      const ip = `10.47.${Math.floor(signUps / 250) + 1}.${(signUps % 250) + 1}`;
      await call("/api/auth/register", {
        method: "POST",
        ip,
        body: {
          nome: "Soak Shopper",
          email: `soak-${randomUUID()}@soak.example`,
          password: "Soak#Pass47",
          telefone: "11987654321",
        },
        expect: [201],
      });
    },
    async buy() {
      await call("/api/cart", { method: "POST", body: line, cookie, expect: [201] });
      const checkout = await call("/api/checkout", {
        method: "POST",
        body: { metodo_pagamento: "credit_card" },
        cookie,
      });
      const sessionId = checkout.json?.sessionId;
      if (sessionId) await call(`/api/sandbox/sessions/${sessionId}/pay`, { method: "POST", body: {}, cookie });
      await call("/api/dev/emails");
    },
    async webhook() {
      const body = JSON.stringify({ id: `evt_soak_${randomUUID()}`, type: "customer.created", data: { object: {} } });
      await call("/webhooks/stripe", {
        method: "POST",
        body,
        headers: { "Content-Type": "application/json", "Stripe-Signature": stripeSignature(webhookSecret, body) },
      });
      await call("/webhooks/stripe", {
        method: "POST",
        body,
        headers: { "Stripe-Signature": "t=1,v1=bad" },
        expect: [400],
      });
    },
    async websocket() {
      const started = performance.now();
      const answer = await dropWebSocket(base, wsPath, cookie);
      if (answer.startsWith("HTTP/1.1 101")) recorder.latency(performance.now() - started);
      else recorder.error(`websocket ${wsPath}: ${answer}`);
    },
    async upload() {
      // A large body the store reads and refuses (the contact form takes no 100 kB message).
      const message = "x".repeat(100_000);
      await call("/api/contact", {
        method: "POST",
        body: { nome: "Soak", email: "soak@soak.example", mensagem: message },
        expect: [400, 413],
      });
    },
    async aborted() {
      // The client gives up mid-answer: the page is still being rendered when it goes.
      for (const path of ["/", `/game/${line.game_id}`, "/api/games"])
        await fetch(`${base}${path}`, { signal: AbortSignal.timeout(15) }).catch(() => {});
    },
    async flood() {
      // 8 connections at once, 20 requests each, as a burst of tabs and bots.
      await Promise.all(
        Array.from({ length: 8 }, async () => {
          for (let request = 0; request < 20; request++) await call(request % 2 ? "/api/games" : "/");
        }),
      );
    },
  };
}
