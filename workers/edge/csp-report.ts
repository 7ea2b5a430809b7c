// Where browsers report what the Content-Security-Policy blocked (security-headers.ts): one log line
// per report, so a script that runs without its nonce shows up in the logs before a shopper says so.
// Browsers send these without an Origin and as `application/csp-report`, so this endpoint is mounted
// outside the API's same-origin JSON guard; it changes nothing but the log, and each address may
// write only a few lines a minute.
import { Hono } from "hono";
import { logLine } from "../kernel/log";
import { consumeRateLimit } from "../kernel/rate-limit";
import { CSP_REPORT_PATH } from "./security-headers";
import type { ApiEnv } from "./types";

/** A report is a few hundred bytes; anything much longer is not one. */
const MAX_REPORT_CHARS = 8_192;

/** The fields worth a log line, from either report format (report-uri's or the Reporting API's). */
function reportFields(report: unknown): Record<string, unknown> {
  const outer = (Array.isArray(report) ? report[0] : report) as Record<string, unknown> | undefined;
  const body = (outer?.["csp-report"] ?? outer?.body ?? {}) as Record<string, unknown>;
  const text = (value: unknown) => (typeof value === "string" ? value.slice(0, 500) : undefined);
  return {
    documentUri: text(body["document-uri"] ?? body.documentURL),
    blockedUri: text(body["blocked-uri"] ?? body.blockedURL),
    directive: text(body["effective-directive"] ?? body.effectiveDirective ?? body["violated-directive"]),
    sourceFile: text(body["source-file"] ?? body.sourceFile),
    line:
      typeof (body["line-number"] ?? body.lineNumber) === "number"
        ? (body["line-number"] ?? body.lineNumber)
        : undefined,
  };
}

export const cspReportApi = new Hono<ApiEnv>().post(CSP_REPORT_PATH, async (c) => {
  const limit = await consumeRateLimit(c.env, "cspReport", c.var.context.caller.ip);
  if (limit.allowed) {
    // A report cut off on its way (the page was left) is logged as an unreadable one.
    const text = (await c.req.text().catch(() => "")).slice(0, MAX_REPORT_CHARS);
    let report: unknown = null;
    try {
      report = JSON.parse(text);
    } catch {
      // Not JSON: logged as an unreadable report, still one line.
    }
    logLine("info", { event: "csp_violation", requestId: c.var.requestId, ...reportFields(report) });
  }
  // The browser reads nothing from the answer; a refused report is answered the same.
  return c.body(null, 204);
});
