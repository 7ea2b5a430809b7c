import { Hono } from "hono";
import type { ApiEnv } from "../../edge/types";
import { checkHealth } from "../health";

/** 200 when the store can serve; 503 naming the part that failed or the setting that is missing. */
export const healthApi = new Hono<ApiEnv>().get("/", async (c) => {
  const report = await checkHealth(c.var.db, c.env);
  return c.json(report, report.ok ? 200 : 503);
});
