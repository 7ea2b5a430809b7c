import { Hono } from "hono";
import { checkDatabase } from "../services/health";
import type { ApiEnv } from "./types";

export const healthApi = new Hono<ApiEnv>().get("/", async (c) => {
  await checkDatabase(c.var.db);
  return c.json({ ok: true });
});
