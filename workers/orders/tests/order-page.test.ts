// Issue 16, the live order page: /orders/{id} and GET /api/orders/{id} show the order's promise,
// timeline, delivery proof and progress to its shopper and to admins only (404 to anyone else);
// the admin's steps, notes, proof and delivery each land on the timeline.
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { adminCookie, paidOrder, seedOnce, shopperSession } from "../../../tests/workers/support/admin";
import { gameNamed, itemOf } from "../../../tests/workers/support/catalogue-rows";
import { callApi, cookieFrom, fetchWorker, origin, postForm } from "../../../tests/workers/support/store";
import { catalogueChanged, db, visibleText } from "../../../tests/workers/support/worker";
import { items, orderMilestones, orderProofs } from "../../db/schema";

let admin = "";
let owner = "";
let stranger = "";
let orderId = 0;

// A 1×1 PNG.
const PNG = new Uint8Array(
  [...atob("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=")].map(
    (char) => char.charCodeAt(0),
  ),
);

async function sha256(bytes: Uint8Array<ArrayBuffer>) {
  const digest = await crypto.subtle.digest("SHA-256", bytes);
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

beforeAll(async () => {
  await seedOnce();
  admin = await adminCookie();
  const game = await gameNamed("World of Warcraft");
  const boosting = await itemOf(game.id, "boosting");
  await db
    .update(items)
    .set({ milestones: ["Silver", "Gold", "Platinum"] })
    .where(eq(items.id, boosting.id));
  await catalogueChanged();
  owner = (await shopperSession("order-owner")).cookie;
  stranger = (await shopperSession("order-stranger")).cookie;
  orderId = await paidOrder(owner, boosting, { server: game.servers[0] ?? null, platform: game.platforms[0] ?? null });
});

/** What GET /api/orders/{id} answers, as far as these tests read it. */
interface RecordBody {
  deliver_by: string;
  delivered_at: string | null;
  timeline: Array<{ kind: string; status?: string; text?: string }>;
  proof: Array<{ url: string; sha256: string; uploaded_at: string; note: string }>;
  progress: {
    done: number;
    total: number;
    milestones: Array<{ label: string; done: boolean; done_at: string | null }>;
  };
  compensations: unknown[];
}

const record = async (cookie: string): Promise<RecordBody> =>
  (await callApi("GET", `/api/orders/${orderId}`, undefined, { cookie })).json();

describe("who may see an order's page", () => {
  it("shows it to its shopper and to admins, and is not found for anyone else", async () => {
    expect((await fetchWorker(`/orders/${orderId}`, {}, { cookie: owner })).status).toBe(200);
    expect((await fetchWorker(`/orders/${orderId}`, {}, { cookie: admin })).status).toBe(200);
    expect((await fetchWorker(`/orders/${orderId}`, {}, { cookie: stranger })).status).toBe(404);
    expect((await callApi("GET", `/api/orders/${orderId}`, undefined, { cookie: owner })).status).toBe(200);
    expect((await callApi("GET", `/api/orders/${orderId}`, undefined, { cookie: admin })).status).toBe(200);
    const refused = await callApi("GET", `/api/orders/${orderId}`, undefined, { cookie: stranger });
    expect(refused.status).toBe(404);
    // Nothing of the order leaks in the refusal.
    expect(JSON.stringify(await refused.json())).not.toContain("Silver");
    // A visitor is sent to sign in.
    expect((await fetchWorker(`/orders/${orderId}`)).status).toBe(302);
  });

  it("refuses the admin's delivery tools to a shopper", async () => {
    const posted = await postForm(`/admin/orders/${orderId}`, { intent: "note", text: "hi" }, { cookie: owner });
    expect(posted.status).not.toBe(200);
    const body = await record(owner);
    expect(body.timeline.some((entry: { kind: string }) => entry.kind === "note")).toBe(false);
  });
});

describe("the live record", () => {
  it("starts with the promise, the steps copied from the entry and the payment on the timeline", async () => {
    const body = await record(owner);
    expect(Date.parse(body.deliver_by)).toBeGreaterThan(Date.now());
    expect(body.progress).toEqual({
      done: 0,
      total: 3,
      milestones: [
        { label: "Silver", done: false, done_at: null },
        { label: "Gold", done: false, done_at: null },
        { label: "Platinum", done: false, done_at: null },
      ],
    });
    expect(body.proof).toEqual([]);
    expect(body.compensations).toEqual([]);
    expect(body.timeline.map((entry: { kind: string; status?: string }) => entry.status ?? entry.kind)).toEqual([
      "pendente",
      "processando",
      "payment",
    ]);
    const page = visibleText(await (await fetchWorker(`/orders/${orderId}`, {}, { cookie: owner })).text());
    expect(page).toContain("0 of 3 steps done (0%)");
    expect(page).toMatch(/\d+ hours? left/);
  });

  it("records every step, note, proof and the delivery on the timeline the shopper reads", async () => {
    const steps = await db.select().from(orderMilestones).where(eq(orderMilestones.orderId, orderId));
    const silver = steps.find((step) => step.label === "Silver");
    const tick = () =>
      postForm(`/admin/orders/${orderId}`, { intent: "tick", step: String(silver?.id) }, { cookie: admin });
    // Two admins ticking the same step at once: one timeline entry.
    const ticks = await Promise.all([tick(), tick()]);
    expect(ticks.map((response) => response.status)).toEqual([200, 200]);
    // The note posted, then posted again (a second press): one timeline entry.
    const note = () =>
      postForm(`/admin/orders/${orderId}`, { intent: "note", text: "Gold next, about an hour." }, { cookie: admin });
    expect((await note()).status).toBe(200);
    expect((await note()).status).toBe(200);

    const form = new FormData();
    form.set("intent", "proof");
    form.set("note", "Trade screenshot");
    form.set("image", new File([PNG], "proof.png", { type: "image/png" }));
    const proofPosted = await fetchWorker(
      `/admin/orders/${orderId}`,
      { method: "POST", body: form, headers: { Origin: origin, Host: new URL(origin).host } },
      { cookie: admin },
    );
    expect(proofPosted.status).toBe(200);
    const delivered = await postForm(
      `/admin/orders/${orderId}`,
      { intent: "status", to: "concluído", note: "", confirmed: "yes" },
      { cookie: admin },
    );
    expect(delivered.status).toBe(200);

    const body = await record(owner);
    expect(body.progress.done).toBe(1);
    expect(body.progress.milestones[0]).toMatchObject({ label: "Silver", done: true });
    expect(body.proof).toEqual([
      expect.objectContaining({
        note: "Trade screenshot",
        sha256: await sha256(PNG),
        url: expect.stringMatching(/^\/media\//),
      }),
    ]);
    const [proof] = body.proof;
    const image = await fetchWorker(proof?.url ?? "", {}, { cookie: owner });
    expect(await sha256(new Uint8Array(await image.arrayBuffer()))).toBe(proof?.sha256);
    expect(body.delivered_at).toEqual(expect.any(String));
    const kinds = body.timeline.map((entry: { kind: string; status?: string }) => entry.status ?? entry.kind);
    expect(kinds).toEqual(["pendente", "processando", "payment", "milestone", "note", "proof", "concluído"]);
    expect(body.timeline.find((entry) => entry.kind === "note")?.text).toBe("Gold next, about an hour.");
    const page = visibleText(await (await fetchWorker(`/orders/${orderId}`, {}, { cookie: owner })).text());
    expect(page).toContain("Step done: Silver");
    expect(page).toContain("Support: Gold next, about an hour.");
    expect(page).toContain(await sha256(PNG));
    expect(page).toContain("1 of 3 steps done (33%)");
  });
});

describe("the delivery proof's image (issue 29)", () => {
  async function proofUrl(): Promise<string> {
    const [proof] = (await record(owner)).proof;
    if (!proof) throw new Error("no proof on the order");
    return proof.url;
  }

  it("is shown to the order's shopper and to admins only, and kept by no shared cache", async () => {
    const url = await proofUrl();
    for (const cookie of [owner, admin]) {
      const image = await fetchWorker(url, {}, { cookie });
      expect(image.status).toBe(200);
      expect(image.headers.get("Cache-Control")).toMatch(/^private/);
      expect(image.headers.get("Cache-Control")).not.toContain("public");
    }
    for (const cookie of [undefined, stranger]) {
      const image = await fetchWorker(url, {}, { cookie });
      expect(image.status).toBe(404);
      expect(image.headers.get("Cache-Control") ?? "").not.toContain("public");
    }
    // Its card-sized address (answered with the original) is no way around it.
    expect((await fetchWorker(url.replace(/\.png$/, "-card.png"))).status).toBe(404);
  });

  it("stays private when it was stored before proofs named their order", async () => {
    const key = `${crypto.randomUUID()}.png`;
    await env.MEDIA.put(key, PNG, { metadata: { contentType: "image/png" } });
    await db
      .insert(orderProofs)
      .values({ orderId, url: `/media/${key}`, sha256: "x", uploadedAt: new Date().toISOString() });
    expect((await fetchWorker(`/media/${key}`)).status).toBe(404);
    expect((await fetchWorker(`/media/${key}`, {}, { cookie: stranger })).status).toBe(404);
    expect((await fetchWorker(`/media/${key}`, {}, { cookie: owner })).status).toBe(200);
  });

  it("leaves a catalogue picture public and cached, for visitors and signed-in shoppers alike", async () => {
    const key = `${crypto.randomUUID()}.png`;
    // As the admin's catalogue upload stores it (workers/admin/media.ts).
    await env.MEDIA.put(key, PNG, { metadata: { contentType: "image/png", orderId: null } });
    for (const cookie of [undefined, owner]) {
      const image = await fetchWorker(`/media/${key}`, {}, { cookie });
      expect(image.status).toBe(200);
      expect(image.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    }
  });
});

describe("the order page's times", () => {
  it("are in the zone the browser reported, on the server's render too; the store's before it reports one", async () => {
    const before = visibleText(await (await fetchWorker(`/orders/${orderId}`, {}, { cookie: owner })).text());
    expect(before).toContain("GMT-3");
    const reported = await postForm("/resources/time-zone", { zone: "Asia/Tokyo" }, { cookie: owner });
    expect(reported.status).toBe(204);
    expect(reported.headers.get("Set-Cookie")).toMatch(/HttpOnly/i);
    const zone = cookieFrom(reported);
    const after = visibleText(
      await (await fetchWorker(`/orders/${orderId}`, {}, { cookie: `${owner}; ${zone}` })).text(),
    );
    expect(after).toContain("GMT+9");
    expect(after).not.toContain("GMT-3");
    expect((await postForm("/resources/time-zone", { zone: "Mars/Olympus" }, { cookie: owner })).status).toBe(400);
  });
});

describe("the order's conversation", () => {
  it("is one conversation per order, for its shopper and admins, apart from the support chat", async () => {
    const open = (cookie: string) => callApi("POST", `/api/orders/${orderId}/conversation`, {}, { cookie });
    const [first, second] = await Promise.all([open(owner), open(owner)]);
    const { id }: { id: number } = await first.json();
    expect(((await second.json()) as { id: number }).id).toBe(id);
    expect(((await (await open(admin)).json()) as { id: number }).id).toBe(id);
    expect((await open(stranger)).status).toBe(404);
    const support: { id: number } = await (
      await callApi("POST", "/api/chat/conversations", {}, { cookie: owner })
    ).json();
    expect(support.id).not.toBe(id);

    const posted = await callApi(
      "POST",
      `/api/chat/conversations/${id}/messages`,
      { content: "Is Gold started yet?" },
      { cookie: owner },
    );
    expect(posted.status).toBe(201);
    const read = async (cookie: string) =>
      callApi("GET", `/api/chat/conversations/${id}/messages`, undefined, { cookie });
    expect(JSON.stringify(await (await read(admin)).json())).toContain("Is Gold started yet?");
    expect((await read(stranger)).status).toBe(404);
  });
});

describe("the order's conversation, titled for who reads it (issue 47)", () => {
  it("asks the shopper to talk to support, and offers staff the shopper and the inbox", async () => {
    const { id }: { id: number } = await (
      await callApi("POST", `/api/orders/${orderId}/conversation`, {}, { cookie: owner })
    ).json();
    const shopperPage = await (await fetchWorker(`/orders/${orderId}`, {}, { cookie: owner })).text();
    expect(visibleText(shopperPage)).toContain("Talk to support about this order");
    expect(shopperPage).not.toContain("/admin/messages");

    for (const path of [`/admin/orders/${orderId}`, `/orders/${orderId}`]) {
      const staffPage = await (await fetchWorker(path, {}, { cookie: admin })).text();
      const text = visibleText(staffPage);
      expect(text).toContain("Chat with the shopper about this order");
      expect(text).not.toContain("Talk to support about this order");
      expect(staffPage).toContain(`href="/admin/messages?c=${id}"`);
    }
  });
});
