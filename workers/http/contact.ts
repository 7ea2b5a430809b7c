import { Hono } from "hono";
import { contactMessageSchema } from "../../shared/contact/schemas";
import { getFixedT } from "../request/language";
import { sendContactMessage } from "../services/contact/contact-messages";
import { clientIp } from "./caller";
import type { ApiEnv } from "./types";
import { pressKeyHeader, readJson } from "./validation";

/** POST /api/contact {name, email, subject, message}: the contact form, for API clients. */
export const contactApi = new Hono<ApiEnv>().post("/", async (c) => {
  const body = await readJson(c, contactMessageSchema);
  const deps = { db: c.var.db, env: c.env };
  const id = await sendContactMessage(deps, clientIp(c.req.raw), body, pressKeyHeader(c));
  const t = await getFixedT(c.req.raw);
  return c.json({ id, message: t("contact.form.sent") }, 201);
});
