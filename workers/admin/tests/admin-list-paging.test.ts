// Issue 52: the admin lists are read by key. Following "Next" through more than two pages and
// "Previous" back shows every row once, in the list's order, none skipped, even when many rows share
// their sort key (the same created_at: the id decides) and when rows are added meanwhile.
import { describe, expect, it } from "vitest";
import { ADMIN_PAGE_SIZE } from "../../../shared/admin/listing";
import { adminCookie, seedOnce } from "../../../tests/workers/support/admin";
import { fetchWorker } from "../../../tests/workers/support/store";
import { db } from "../../../tests/workers/support/worker";
import { orders, users } from "../../db/schema";

const SAME_TIME = "2026-03-01T12:00:00.000Z";

/** The ids a page lists (its rows' links to `/admin/{section}/{id}`), and its Next and Previous links. */
async function readPage(path: string, cookie: string, section: string) {
  const response = await fetchWorker(path, {}, { cookie });
  expect(response.status, path).toBe(200);
  const html = await response.text();
  const ids = [...html.matchAll(new RegExp(`href="/admin/${section}/(\\d+)"`, "g"))].map((match) => Number(match[1]));
  const link = (rel: string) => {
    const tag = html.match(new RegExp(`<a[^>]*rel="${rel}"[^>]*>`))?.[0];
    const href = tag?.match(/href="([^"]*)"/)?.[1]?.replace(/&amp;/g, "&");
    return href ? new URL(href, `http://store.test${new URL(path, "http://store.test").pathname}`) : null;
  };
  const next = link("next");
  const previous = link("prev");
  return {
    ids: [...new Set(ids)],
    next: next ? `${next.pathname}${next.search}` : null,
    previous: previous ? `${previous.pathname}${previous.search}` : null,
  };
}

/** Every page from `first` on by Next, then back by Previous from the last: the ids of each page. */
async function walk(first: string, cookie: string, section: string) {
  const forward: number[][] = [];
  const pages: string[] = [];
  let path: string | null = first;
  while (path) {
    const page = await readPage(path, cookie, section);
    forward.push(page.ids);
    pages.push(path);
    path = page.next;
    expect(forward.length).toBeLessThan(20);
  }
  const backward: number[][] = [];
  let back: string | null = (await readPage(pages[pages.length - 1] as string, cookie, section)).previous;
  while (back) {
    const page = await readPage(back, cookie, section);
    backward.unshift(page.ids);
    back = page.previous;
  }
  return { forward, backward };
}

const MANY = ADMIN_PAGE_SIZE * 2 + 7;

describe("admin lists read by key", () => {
  it("page through accounts with the same creation time forward and back, each once, newest id first", async () => {
    const cookie = await adminCookie();
    const people = Array.from({ length: MANY }, (_, index) => ({
      name: `Pager Person ${index}`,
      email: `pager.${index}@paging.test`,
      passwordHash: "x",
      createdAt: SAME_TIME,
    }));
    const made: Array<{ id: number }> = [];
    // D1 binds at most 100 values a statement: a few accounts at a time.
    for (let at = 0; at < people.length; at += 10) {
      made.push(
        ...(await db
          .insert(users)
          .values(people.slice(at, at + 10))
          .returning({ id: users.id })),
      );
    }
    const expected = made.map((row) => row.id).sort((a, b) => b - a);
    const { forward, backward } = await walk("/admin/users?search=pager.", cookie, "users");
    expect(forward.length).toBe(3);
    expect(forward.map((page) => page.length)).toEqual([ADMIN_PAGE_SIZE, ADMIN_PAGE_SIZE, 7]);
    expect(forward.flat()).toEqual(expected);
    // Back from the last page: the same pages, the first one included.
    expect(backward).toEqual(forward.slice(0, -1));
  });

  it("page through orders with the same time forward and back, and a new order shifts no page", async () => {
    const cookie = await adminCookie();
    const [shopper] = await db
      .insert(users)
      .values({ name: "Orderpager Shopper", email: "orderpager@paging.test", passwordHash: "x" })
      .returning({ id: users.id });
    /** A delivered order of the shopper, placed at `createdAt`. */
    const orderAt = (createdAt: string) => ({
      userId: shopper?.id ?? 0,
      status: "concluído",
      paymentMethod: "credit_card" as const,
      currency: "BRL",
      totalCents: 1000,
      createdAt,
    });
    const rows = Array.from({ length: MANY }, () => orderAt(SAME_TIME));
    const made: number[] = [];
    // D1 binds at most 100 values a statement: a few orders at a time.
    for (let at = 0; at < rows.length; at += 10) {
      const inserted = await db
        .insert(orders)
        .values(rows.slice(at, at + 10))
        .returning({ id: orders.id });
      made.push(...inserted.map((row) => row.id));
    }
    const expected = made.sort((a, b) => b - a);
    const first = await readPage("/admin/orders?customer=orderpager", cookie, "orders");
    expect(first.ids).toEqual(expected.slice(0, ADMIN_PAGE_SIZE));
    // A newer order arrives while the admin reads page 1: page 2 still starts right after page 1's last row.
    await db.insert(orders).values(orderAt("2026-03-02T00:00:00.000Z"));
    const second = await readPage(first.next ?? "", cookie, "orders");
    expect(second.ids).toEqual(expected.slice(ADMIN_PAGE_SIZE, ADMIN_PAGE_SIZE * 2));
    const third = await readPage(second.next ?? "", cookie, "orders");
    expect(third.ids).toEqual(expected.slice(ADMIN_PAGE_SIZE * 2));
    expect(third.next).toBeNull();
    const backToSecond = await readPage(third.previous ?? "", cookie, "orders");
    expect(backToSecond.ids).toEqual(second.ids);
    const backToFirst = await readPage(backToSecond.previous ?? "", cookie, "orders");
    expect(backToFirst.ids).toEqual(first.ids);
    expect(first.previous).toBeNull();
  });

  it("finds an order by its number and accounts by the start of their email or name, in both languages' pages", async () => {
    const cookie = await adminCookie();
    await seedOnce();
    const byName = await readPage("/admin/users?search=Pager%20Person%201", cookie, "users");
    expect(byName.ids.length).toBeGreaterThan(0);
    const inside = await readPage("/admin/users?search=person", cookie, "users");
    // A search inside the name would read every account: the start of the name or email only.
    expect(inside.ids).toEqual([]);
    const [order] = await db.select({ id: orders.id }).from(orders).limit(1);
    const byNumber = await readPage(`/admin/orders?customer=${order?.id}`, cookie, "orders");
    expect(byNumber.ids).toContain(order?.id);
    const pt = await fetchWorker("/admin/users?search=pager.", {}, { cookie, language: "pt" });
    const html = await pt.text();
    expect(html).toContain("Próxima");
    expect(html).toContain('aria-label="Páginas da lista"');
  });
});
