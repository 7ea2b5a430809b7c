// /api/support: what the chat panel needs before (or without) a conversation. Open to visitors:
// when support answers (store settings, in the request's language), and a message a visitor who is
// not signed in leaves with their email, kept with the contact messages for the admin inbox.
import { Hono } from "hono";
import { guestChatMessageSchema } from "../../shared/contact/schemas";
import { localize } from "../../shared/settings/localized-text";
import { getFixedT, getLanguage } from "../request/language";
import { saveGuestChatMessage } from "../services/contact/contact-messages";
import { enforceRateLimits } from "../services/rate-limit";
import { getStoreSettings } from "../services/settings/store-settings";
import { clientIp } from "./caller";
import type { ApiEnv } from "./types";
import { readJson } from "./validation";

export const supportApi = new Hono<ApiEnv>()
  /** GET /api/support → {hours}: when the chat is answered, e.g. "Monday to Friday, 9am to 6pm". */
  .get("/", async (c) => {
    const [settings, language] = await Promise.all([getStoreSettings(c.var.db), getLanguage(c.req.raw)]);
    return c.json({ hours: localize(settings.supportHours, language) });
  })
  /** POST /api/support/messages {email, message, name?}: a visitor's message; limited per IP like the contact form. */
  .post("/messages", async (c) => {
    await enforceRateLimits(c.env, [["contact", clientIp(c.req.raw)]]);
    const body = await readJson(c, guestChatMessageSchema);
    const id = await saveGuestChatMessage(c.var.db, body);
    const t = await getFixedT(c.req.raw);
    return c.json({ id, message: t("support.guest.sent") }, 201);
  });
