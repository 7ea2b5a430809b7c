// A visitor who is not signed in can still reach support from the chat panel: the hours come from
// the store settings in their language, and a message with their email lands in the admin inbox.
import { desc } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { adminCookie, seedOnce } from "../../../tests/workers/support/admin";
import { withinOneRateLimitWindow } from "../../../tests/workers/support/rate-limit-window";
import { callApi, fetchWorker } from "../../../tests/workers/support/store";
import { db, visibleText } from "../../../tests/workers/support/worker";
import { contactMessages, storeSettings } from "../../db/schema";

let admin = "";

beforeAll(async () => {
  await seedOnce();
  admin = await adminCookie();
});

const latest = async () => (await db.select().from(contactMessages).orderBy(desc(contactMessages.id)).limit(1))[0];

describe("GET /api/support", () => {
  it("says when support answers, in the visitor's language, from the store settings", async () => {
    const en = await callApi("GET", "/api/support", undefined, { language: "en" });
    expect(en.status).toBe(200);
    expect(await en.json()).toMatchObject({
      hours: expect.stringMatching(/^Monday to Friday, 9:00\sAM to 6:00\sPM \(Brasília time\)$/),
      schedule: { days: [1, 2, 3, 4, 5], opens: "09:00", closes: "18:00", time_zone: "America/Sao_Paulo" },
    });
    const pt = await callApi("GET", "/api/support", undefined, { language: "pt" });
    expect(await pt.json()).toMatchObject({
      hours: "segunda-feira a sexta-feira, das 9:00 às 18:00 (horário de Brasília)",
    });

    const value = { days: [1, 2, 3, 4, 5, 6, 7], opens: "08:00", closes: "22:00" };
    await db
      .insert(storeSettings)
      .values({ key: "supportHours", value })
      .onConflictDoUpdate({ target: storeSettings.key, set: { value } });
    const changed = await callApi("GET", "/api/support", undefined, { language: "pt" });
    expect(await changed.json()).toMatchObject({ hours: "todos os dias, das 8:00 às 22:00 (horário de Brasília)" });
  });
});

describe("POST /api/support/messages", () => {
  it("keeps a visitor's message as a contact message from the chat, shown in the admin inbox", async () => {
    const response = await callApi("POST", "/api/support/messages", {
      email: " Visitor@Example.com ",
      message: "Do you sell Tibia coins on Antica?",
    });
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({
      message: "Thank you! We received your message and will answer by email.",
    });
    expect(await latest()).toMatchObject({
      name: "visitor@example.com",
      email: "visitor@example.com",
      message: "Do you sell Tibia coins on Antica?",
      source: "guest_chat",
      readAt: null,
    });

    const inbox = visibleText(await (await fetchWorker("/admin/messages?tab=contact", {}, { cookie: admin })).text());
    expect(inbox).toContain("Do you sell Tibia coins on Antica?");
    expect(inbox).toContain("Left in the chat by a visitor");
  });

  it("keeps the name a visitor gives", async () => {
    const response = await callApi("POST", "/api/support/messages", {
      name: "Bea",
      email: "bea@example.com",
      message: "Hello!",
    });
    expect(response.status).toBe(201);
    expect(await latest()).toMatchObject({ name: "Bea", email: "bea@example.com", source: "guest_chat" });
  });

  it("refuses a message without a valid email or text, field by field, in the visitor's language", async () => {
    const before = await latest();
    const response = await callApi(
      "POST",
      "/api/support/messages",
      { email: "nope", message: "   " },
      { language: "pt" },
    );
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body).toMatchObject({
      error: expect.any(String),
      details: expect.arrayContaining([
        { field: "email", message: "Informe um e-mail válido, como nome@exemplo.com." },
        { field: "message", message: "Escreva sua mensagem primeiro." },
      ]),
    });
    expect(await latest()).toEqual(before);
  });

  it("allows 10 messages a minute from one address (the contact limit), then asks to wait", async () => {
    await withinOneRateLimitWindow(60, 15);
    const ip = "198.51.100.77";
    const send = () => callApi("POST", "/api/support/messages", { email: "flood@example.com", message: "Hi" }, { ip });
    for (let attempt = 0; attempt < 10; attempt += 1) expect((await send()).status).toBe(201);
    const refused = await send();
    expect(refused.status).toBe(429);
    expect(refused.headers.get("Retry-After")).toBe("60");
  });

  it("comes only from this store's pages (CSRF guard)", async () => {
    const response = await fetchWorker("/api/support/messages", {
      method: "POST",
      body: JSON.stringify({ email: "x@example.com", message: "Hi" }),
      headers: { "Content-Type": "application/json", Origin: "https://evil.example" },
    });
    expect(response.status).toBe(403);
  });
});
