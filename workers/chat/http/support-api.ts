// /api/support: what the chat panel needs before (or without) a conversation. Open to visitors:
// when support answers (store settings, in the request's language), and a message a visitor who is
// not signed in leaves with their email, kept with the contact messages for the admin inbox.
import { Hono } from "hono";
import { guestChatMessageSchema } from "../../../shared/contact/schemas";
import { saveGuestChatMessage } from "../../contact/contact-messages";
import type { ApiEnv } from "../../edge/types";
import { readJson } from "../../edge/validation";
import { enforceRateLimits } from "../../kernel/rate-limit";
import { getStoreSettings } from "../../settings/store-settings";
import { supportStatus } from "../../settings/support-status";

export const supportApi = new Hono<ApiEnv>()
  /**
   * GET /api/support → {hours, open, next_opening, schedule: {days, opens, closes, time_zone}}: when
   * the chat is answered ("Monday to Friday, 9:00 AM to 6:00 PM (Brasília time)"), whether it is now,
   * and when it is back.
   */
  .get("/", async (c) => {
    const settings = await getStoreSettings(c.var.db);
    const { t, language } = c.var.context;
    const status = supportStatus(settings, { t, language }, new Date());
    const { days, opens, closes, timeZone } = status.schedule;
    return c.json({
      hours: status.hours,
      open: status.open,
      next_opening: status.nextOpening,
      schedule: { days, opens, closes, time_zone: timeZone },
    });
  })
  /** POST /api/support/messages {email, message, name?}: a visitor's message; limited per IP like the contact form. */
  .post("/messages", async (c) => {
    await enforceRateLimits(c.env, [["contact", c.var.context.caller.ip]]);
    const body = await readJson(c, guestChatMessageSchema);
    const id = await saveGuestChatMessage(c.var.db, body);
    const t = c.var.context.t;
    return c.json({ id, message: t("support.guest.sent") }, 201);
  });
