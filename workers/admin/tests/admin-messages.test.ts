import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createShopper, db, seedCatalogue } from "../../../tests/workers/support/catalogue-rows";
import { fetchWorker, postForm, signIn } from "../../../tests/workers/support/store";
import { visibleText } from "../../../tests/workers/support/worker";
import { openConversation, recordMessageInIndex } from "../../chat/conversations";
import { saveContactMessage } from "../../contact/contact-messages";
import { contactMessages } from "../../db/schema";
import demoAccounts from "../../db/seed/demo-accounts.json";

let adminCookie: string;
let shopperCookie: string;

beforeAll(async () => {
  await seedCatalogue();
  [adminCookie, shopperCookie] = await Promise.all([signIn(demoAccounts.admin), signIn(demoAccounts.shopper)]);
});

const inboxText = async (path: string) => {
  const response = await fetchWorker(path, {}, { cookie: adminCookie });
  expect(response.status).toBe(200);
  return visibleText(await response.text());
};

async function unreadContactMessage(name: string) {
  return saveContactMessage(db, {
    name,
    email: "reader@example.com",
    subject: "question",
    message: "Where is my gold?",
  });
}

describe("/admin/messages", () => {
  it("is for admins only: a visitor signs in first, a shopper goes home, on the page and its action", async () => {
    const id = await unreadContactMessage("Guarded");
    const signInFirst = `/login?redirectTo=${encodeURIComponent("/admin/messages")}`;

    const visitorPage = await fetchWorker("/admin/messages");
    expect([visitorPage.status, visitorPage.headers.get("Location")]).toEqual([302, signInFirst]);
    const shopperPage = await fetchWorker("/admin/messages", {}, { cookie: shopperCookie });
    expect([shopperPage.status, shopperPage.headers.get("Location")]).toEqual([302, "/"]);
    expect(await inboxText("/admin/messages")).toContain("Messages");

    const visitorPost = await postForm("/admin/messages?tab=contact", { id: String(id) });
    expect([visitorPost.status, visitorPost.headers.get("Location")]).toEqual([
      302,
      `/login?redirectTo=${encodeURIComponent("/admin/messages?tab=contact")}`,
    ]);
    const shopperPost = await postForm("/admin/messages?tab=contact", { id: String(id) }, { cookie: shopperCookie });
    expect([shopperPost.status, shopperPost.headers.get("Location")]).toEqual([302, "/"]);
    const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, id));
    expect(row?.readAt).toBeNull();
  });

  it("lists chats with unread ones first, and opens one with the shopper's recent orders beside it", async () => {
    const answered = await createShopper("Answered Alice");
    const waiting = await createShopper("Waiting Wagner");
    for (const [shopper, fromSupport] of [
      [waiting, false],
      [answered, true],
    ] as const) {
      const conversation = await openConversation(db, shopper.id);
      await recordMessageInIndex(db, conversation.id, {
        id: 1,
        content: fromSupport ? "Delivered, enjoy!" : "Where is my gold?",
        sender_name: fromSupport ? "Store Admin" : shopper.name,
        sender_is_admin: fromSupport,
        enviado_em: new Date().toISOString(),
      });
    }
    const list = await inboxText("/admin/messages");
    expect(list).toContain("Waiting Wagner");
    expect(list.indexOf("Waiting Wagner")).toBeLessThan(list.indexOf("Answered Alice"));
    expect(list).toContain("1 unread");
    expect(list).toContain("Choose a conversation to answer it.");

    const waitingConversation = await openConversation(db, waiting.id);
    const opened = await inboxText(`/admin/messages?c=${waitingConversation.id}`);
    expect(opened).toContain(waiting.email);
    expect(opened).toContain("Recent orders No orders yet.");
    expect(await inboxText("/admin/messages?c=987654")).toContain("This conversation does not exist.");
  });

  it("shows contact-form messages newest first in their own tab, and marks one read", async () => {
    const older = await unreadContactMessage("Older Olga");
    await unreadContactMessage("Newer Nina");
    const tab = await inboxText("/admin/messages?tab=contact");
    expect(tab.indexOf("Newer Nina")).toBeLessThan(tab.indexOf("Older Olga"));
    expect(tab).toContain("Subject: Question");

    const marked = await postForm("/admin/messages?tab=contact", { id: String(older) }, { cookie: adminCookie });
    expect(marked.status).toBe(200);
    const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, older));
    expect(row?.readAt).toEqual(expect.any(String));

    const bad = await postForm("/admin/messages?tab=contact", { id: "abc" }, { cookie: adminCookie });
    expect(bad.status).toBe(400);
    const missing = await postForm("/admin/messages?tab=contact", { id: "987654" }, { cookie: adminCookie });
    expect(missing.status).toBe(404);
  });
});
