// A 5xx that still happens (here: the games table is gone) is logged as one JSON line with a
// request id; the answer carries that id in X-Request-Id, the API body and the error page, and
// shows nothing else about the server (no message, no SQL, no stack).
import { env } from "cloudflare:workers";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { seedOnce } from "../../../tests/workers/support/admin";
import { callApi, fetchWorker } from "../../../tests/workers/support/store";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
// D1's error names start with "D1_"; an asset's hashed name may hold it too (entry.client-ED1_VQ4b.js).
const LEAKS = /games_gone|no such table|SQLITE|(?<![\w-])D1_|\n\s+at |node_modules|\.ts:\d+/;

function logLines(spy: { mock: { calls: unknown[][] } }): Array<Record<string, unknown>> {
  return spy.mock.calls.map((call) => JSON.parse(String(call[0])));
}

describe("every answer", () => {
  it("is one JSON log line with its request id, method, route, status and duration", async () => {
    const spy = vi.spyOn(console, "log").mockImplementation(() => {});
    const response = await fetchWorker("/api/games?search=zelda");
    const lines = logLines(spy).filter((line) => line.event === "request");
    spy.mockRestore();
    expect(lines).toEqual([
      expect.objectContaining({
        level: "info",
        requestId: response.headers.get("X-Request-Id"),
        method: "GET",
        route: "/api/games",
        status: 200,
        durationMs: expect.any(Number),
      }),
    ]);
  });

  it("carries a request id, a new one each time", async () => {
    const first = (await fetchWorker("/")).headers.get("X-Request-Id");
    const second = (await callApi("GET", "/api/health")).headers.get("X-Request-Id");
    expect(first).toMatch(UUID);
    expect(second).toMatch(UUID);
    expect(first).not.toBe(second);
  });
});

describe("a failure of the store itself", () => {
  beforeAll(async () => {
    await seedOnce();
    await env.DB.prepare("alter table games rename to games_gone").run();
  });
  afterAll(async () => {
    await env.DB.prepare("alter table games_gone rename to games").run();
  });

  it("in the API: 500, the id in the header, the body and one log line, nothing else", async () => {
    const spy = vi.spyOn(console, "error").mockImplementation(() => {});
    const response = await callApi("GET", "/api/games", undefined, { language: "pt" });
    const lines = logLines(spy);
    spy.mockRestore();
    expect(response.status).toBe(500);
    const requestId = response.headers.get("X-Request-Id");
    expect(requestId).toMatch(UUID);
    const text = await response.text();
    expect(text).not.toMatch(LEAKS);
    const body = JSON.parse(text);
    expect(body).toEqual({ error: "internal_error", message: expect.stringContaining(requestId ?? ""), requestId });
    expect(body.message).toContain("Algo deu errado");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: "error",
      event: "server_error",
      requestId,
      method: "GET",
      path: "/api/games",
    });
    expect(String(lines[0]?.errorMessage)).toMatch(/games/);
    // Remembered for the admin dashboard's count of the last day's server errors.
    await vi.waitFor(async () => {
      const stored = await env.DB.prepare("select status, path from server_errors where request_id = ?")
        .bind(requestId)
        .first();
      expect(stored).toEqual({ status: 500, path: "/api/games" });
    });
  });

  it("on a page and in its data: 500, the id on the error page and in the log, nothing else", async () => {
    for (const path of ["/games", "/games.data"]) {
      const spy = vi.spyOn(console, "error").mockImplementation(() => {});
      const response = await fetchWorker(path);
      const lines = logLines(spy);
      spy.mockRestore();
      expect(response.status, path).toBe(500);
      const requestId = response.headers.get("X-Request-Id") ?? "missing";
      const text = await response.text();
      expect(text, path).toContain(requestId);
      expect(text, path).not.toMatch(LEAKS);
      expect(lines, path).toHaveLength(1);
      expect(lines[0], path).toMatchObject({ event: "server_error", requestId, path: "/games" });
    }
  });
});
