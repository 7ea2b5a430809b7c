// GET /api/dev/emails: the dev mailbox as JSON, newest first (`?to=` narrows it to one recipient).
// It exists only in development.
import { Hono } from "hono";
import { apiNotFound } from "../../edge/refusals";
import type { ApiEnv } from "../../edge/types";
import { isDevelopment } from "../../kernel/environment";
import { listDevEmails } from "../dev-mailbox";

export const devEmailsApi = new Hono<ApiEnv>().get("/", async (c) => {
  if (!isDevelopment(c.env)) return apiNotFound(c);
  return c.json(await listDevEmails(c.var.db, c.req.query("to")));
});
