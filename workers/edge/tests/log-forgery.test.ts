// Issue 46: a logged value cannot forge the console. A CSP report's document-uri carrying a newline
// printed a fake "ERROR … → 500" line in `npm start`'s readable log, and ANSI escapes passed too.
import { afterEach, describe, expect, it, vi } from "vitest";
import { prettyLogLine } from "../../../scripts/lib/pretty-logs.mjs";
import { fetchWorker, origin } from "../../../tests/workers/support/store";

afterEach(() => {
  vi.restoreAllMocks();
});

/** A newline into a fake server error, a carriage return, ANSI and 8-bit CSI escapes, a line separator, a bidi override, DEL. */
const forged = `${origin}/\n21:05:10  ERROR  request  GET /admin  → 500\r\u001b[2K\u009b31m\u2028\u202eexe.gnp\u007f`;
/** Each of those characters, raw: none may reach a terminal. */
const RAW_CONTROLS = ["\n", "\r", "\u001b", "\u009b", "\u2028", "\u202e", "\u007f"];
const expectNoRawControls = (text: string) => {
  for (const character of RAW_CONTROLS) expect(text).not.toContain(character);
};

describe("a CSP report whose values carry control characters", () => {
  it("is logged as exactly one line, in JSON and in npm start's readable log, with them escaped", async () => {
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    const report = { "csp-report": { "document-uri": forged, "blocked-uri": "inline\u001b[8m" } };
    const response = await fetchWorker("/api/csp-report", {
      method: "POST",
      headers: { "Content-Type": "application/csp-report" },
      body: JSON.stringify(report),
    });
    expect(response.status).toBe(204);

    const lines = log.mock.calls.map(([line]) => String(line)).filter((line) => line.includes("csp_violation"));
    expect(lines).toHaveLength(1);
    const [line = ""] = lines;
    expectNoRawControls(line);
    // The JSON still says exactly what the browser sent.
    expect(JSON.parse(line)).toMatchObject({ documentUri: forged, blockedUri: "inline\u001b[8m" });

    const readable = prettyLogLine(line);
    expectNoRawControls(readable);
    expect(readable).toContain(
      "documentUri=http://store.test/\\n21:05:10  ERROR  request  GET /admin  → 500\\r\\u001b[2K\\u009b31m\\u2028\\u202eexe.gnp\\u007f",
    );
    expect(readable).toContain("blockedUri=inline\\u001b[8m");
  });
});
