// Issue 29: logs that do not cry wolf. A page that does not exist is an info line, not a server
// error; every error body of the API carries the request id (its 404 included); an error that is
// no Error object is logged as readable text, never "[object Object]".
import { afterEach, describe, expect, it, vi } from "vitest";
import { adminCookie } from "../../../tests/workers/support/admin";
import { callApi, fetchWorker, origin } from "../../../tests/workers/support/store";
import { logError } from "../../kernel/log";

afterEach(() => {
  vi.restoreAllMocks();
});

function captureLogs() {
  const errors = vi.spyOn(console, "error").mockImplementation(() => {});
  const infos = vi.spyOn(console, "log").mockImplementation(() => {});
  const lines = (spy: typeof errors) =>
    spy.mock.calls.flatMap(([line]) => {
      try {
        return [JSON.parse(String(line)) as Record<string, unknown>];
      } catch {
        return [{ text: String(line) }];
      }
    });
  return { errors: () => lines(errors), infos: () => lines(infos) };
}

describe("what the store logs", () => {
  it("logs a page that does not exist as info, with no server error", async () => {
    const cookie = await adminCookie();
    const logs = captureLogs();
    expect((await fetchWorker("/no-such-page")).status).toBe(404);
    expect((await fetchWorker("/admin/users/999999", {}, { cookie })).status).toBe(404);
    expect((await fetchWorker("/game/999999")).status).toBe(404);
    expect(logs.errors()).toEqual([]);
    const requests = logs.infos().filter((line) => line.event === "request" && line.status === 404);
    expect(requests.map((line) => line.route)).toEqual(["/no-such-page", "/admin/users/999999", "/game/999999"]);
  });

  it("gives every API error body the request id, the 404 of an unknown path included", async () => {
    for (const [method, path] of [
      ["GET", "/api/no-such-endpoint"],
      ["GET", "/api/games/999999"],
      ["GET", "/api/auth/me"],
    ] as const) {
      const response = await callApi(method, path);
      expect(response.status, path).toBeGreaterThanOrEqual(400);
      const body = await response.json<{ requestId?: string }>();
      expect(body.requestId, path).toBe(response.headers.get("X-Request-Id"));
    }
  });

  it("takes a body that broke off (the visitor left mid-request) as the client's failure, logging no server error", async () => {
    const logs = captureLogs();
    for (const [path, status, type] of [
      ["/resources/time-zone", 400, "application/x-www-form-urlencoded"],
      ["/contato", 400, "application/x-www-form-urlencoded"],
      ["/login", 400, "application/x-www-form-urlencoded"],
      // The browser reads nothing from a report's answer.
      ["/api/csp-report", 204, "application/csp-report"],
    ] as const) {
      // What workerd hands a Worker when the connection drops while the body is still coming.
      const brokenOff = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode("zone=Asia%2FTok"));
          controller.error(new Error("Network connection lost."));
        },
      });
      const response = await fetchWorker(path, {
        method: "POST",
        body: brokenOff,
        headers: { Origin: origin, "Content-Type": type },
      });
      expect(response.status, path).toBe(status);
    }
    expect(logs.errors()).toEqual([]);
  });

  it("writes an error that is no Error object as text", () => {
    const logs = captureLogs();
    logError("server_error", { status: 404, statusText: "Not Found", data: "No route" });
    const [line] = logs.errors();
    expect(line?.errorMessage).not.toBe("[object Object]");
    expect(line?.errorMessage).toContain("Not Found");
  });
});
