import { Hono } from "hono";
import { contactMessageSchema } from "../../../shared/contact/schemas";
import type { ApiEnv } from "../../edge/types";
import { pressKeyHeader, readJson } from "../../edge/validation";
import { sendContactMessage } from "../contact-messages";

/** POST /api/contact {name, email, subject, message}: the contact form, for API clients. */
export const contactApi = new Hono<ApiEnv>().post("/", async (c) => {
  const body = await readJson(c, contactMessageSchema);
  const deps = { db: c.var.db, env: c.env };
  const id = await sendContactMessage(deps, c.var.context.caller.ip, body, pressKeyHeader(c));
  const t = c.var.context.t;
  return c.json({ id, message: t("contact.form.sent") }, 201);
});
