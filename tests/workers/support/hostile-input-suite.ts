// No input produces a 5xx (issue 12, section 4): the generated-input suite. It walks the app's own
// route table (the Remix build's routes and the Hono app's registered endpoints), so a route added
// later is covered without editing a test, and sends each route hostile input as a visitor, a
// shopper and an admin: malformed ids, texts and numbers, wrong content types, malformed JSON and
// multipart bodies, and the store's own forms with fields made hostile. Every answer must be below
// 500, an API refusal must have the error shape, nothing may leak a stack, and a refusal (4xx) must
// change no stored data.
import { env } from "cloudflare:workers";
import fc from "fast-check";
import { beforeAll, expect, it } from "vitest";
import demoAccounts from "../../../workers/db/seed/demo-accounts.json";
import { addLine, adminCookie, buyableItem, paidOrder, seedOnce, shopperSession } from "./admin";
import {
  encodeBody,
  fixedExamples,
  type HostileRequest,
  hostileRequest,
  type InputKnowledge,
  type KnownForm,
  type Role,
  type RouteShape,
} from "./hostile-inputs";
import { formsOf, type PageForm } from "./page-forms";
import { fillPattern, matchPattern, patternParams, type RouteUnderTest, routeTable } from "./route-table";
import { callApi, fetchWorker, origin, signIn, type TestAccount } from "./store";
import { StoreWatch } from "./store-digest";

/** Random runs per route on top of the fixed examples: variety within a bounded time. */
const RUNS_PER_ROUTE = 8;

const routes = routeTable();
const cookies: Record<Role, string> = { visitor: "", shopper: "", admin: "" };
let shopper: TestAccount;
const pageForms: PageForm[] = [];
const getFieldNames = new Set<string>();
const knowledge: InputKnowledge = { fieldNames: [], plausible: new Map(), existingIds: [] };
const watch = new StoreWatch();
/** Set when a request may have ended or changed a session (a cookie was set, a write was accepted). */
let sessionsMayHaveChanged = true;

/** Field names the shared valibot schemas know, read from the schemas themselves. */
function schemaFieldNames(): Set<string> {
  const names = new Set<string>();
  const visit = (value: unknown, depth: number) => {
    if (!value || typeof value !== "object" || depth > 6) return;
    const schema = value as {
      kind?: unknown;
      entries?: object;
      pipe?: unknown[];
      options?: unknown[];
      wrapped?: unknown;
    };
    if (schema.kind !== "schema") return;
    for (const [name, entry] of Object.entries(schema.entries ?? {})) {
      names.add(name);
      visit(entry, depth + 1);
    }
    for (const part of [...(schema.pipe ?? []), ...(schema.options ?? []), schema.wrapped]) visit(part, depth + 1);
  };
  const modules = import.meta.glob(["../../../workers/*/*.ts", "!../../../workers/{edge,db}/*.ts"], { eager: true });
  for (const module of Object.values(modules)) for (const value of Object.values(module as object)) visit(value, 0);
  return names;
}

function send(route: RouteUnderTest, input: HostileRequest): Promise<Response> {
  let path = fillPattern(route.pattern, input.segments);
  if (input.asData) path = path === "/" ? "/_root.data" : `${path}.data`;
  const query = [route.index && route.method !== "GET" ? "index" : "", input.query].filter(Boolean).join("&");
  const headers = new Headers();
  if (route.method !== "GET") headers.set("Origin", origin);
  if (cookies[input.role]) headers.set("Cookie", cookies[input.role]);
  for (const [name, value] of Object.entries(input.headers)) headers.set(name, value);
  const { body, contentType } = encodeBody(input.body);
  if (contentType) headers.set("Content-Type", contentType);
  // Bytes, so a body sent "without a content type" really has none.
  const payload = typeof body === "string" ? new TextEncoder().encode(body) : body;
  return fetchWorker(`${path}${query ? `?${query}` : ""}`, { method: route.method, headers, body: payload });
}

/** Signed-in sessions for the shopper and the admin, again if a generated request ended or demoted one. */
async function ensureSessions() {
  const accounts = { shopper, admin: demoAccounts.admin } as const;
  for (const role of ["shopper", "admin"] as const) {
    const me = await callApi("GET", "/api/auth/me", undefined, { cookie: cookies[role] });
    const user = me.ok ? ((await me.json()) as { user: { is_admin: boolean } }).user : null;
    if (user && (role === "shopper" || user.is_admin)) continue;
    await env.DB.prepare("update users set disabled_at = null, is_admin = ? where email = ?")
      .bind(role === "admin" ? 1 : 0, accounts[role].email)
      .run();
    cookies[role] = await signIn(accounts[role]);
  }
}

/** The forms every page shows (as the admin on admin pages, as the shopper elsewhere). */
async function harvestForms() {
  const concrete = (pattern: string) =>
    patternParams(pattern).length === 0
      ? [pattern]
      : ["new", ...knowledge.existingIds.slice(0, 4)].map((id) =>
          fillPattern(
            pattern,
            patternParams(pattern).map(() => id),
          ),
        );
  for (const route of routes) {
    if (route.kind !== "page" || route.method !== "GET") continue;
    for (const path of new Set(concrete(route.pattern))) {
      const role: Role = path.startsWith("/admin") ? "admin" : "shopper";
      const response = await fetchWorker(path, {}, { cookie: cookies[role] });
      if (!response.ok) continue;
      for (const form of await formsOf(path, response)) {
        if (form.method === "get") for (const [name] of form.fields) getFieldNames.add(name);
        else pageForms.push(form);
      }
    }
  }
}

beforeAll(async () => {
  await seedOnce();
  const session = await shopperSession("fuzz");
  shopper = session.account;
  cookies.shopper = session.cookie;
  cookies.admin = await adminCookie();
  const { item, choice } = await buyableItem();
  const orderId = await paidOrder(cookies.shopper, item, choice);
  await addLine(cookies.shopper, item, choice);
  const cart = (await (await callApi("GET", "/api/cart", undefined, { cookie: cookies.shopper })).json()) as Array<{
    id: string;
  }>;
  const me = (await (await callApi("GET", "/api/auth/me", undefined, { cookie: cookies.shopper })).json()) as {
    user: { id: number };
  };
  knowledge.existingIds = [
    "1",
    String(item.gameId),
    String(item.id),
    String(orderId),
    String(me.user.id),
    ...cart.map((line) => encodeURIComponent(line.id)),
  ];
  await watch.verify(() =>
    callApi("POST", "/api/contact", {
      name: "Fuzz",
      email: "fuzz@example.com",
      subject: "other",
      message: "x".repeat(20),
    }),
  );
  await harvestForms();
  const plausible = knowledge.plausible;
  for (const form of pageForms) {
    for (const [name, value] of form.fields) {
      const values = plausible.get(name) ?? [];
      if (value && !values.includes(value) && values.length < 8) plausible.set(name, [...values, value]);
    }
  }
  knowledge.fieldNames = [...new Set([...schemaFieldNames(), ...plausible.keys(), ...getFieldNames])];
}, 120_000);

function routeShape(route: RouteUnderTest): RouteShape & { admin: boolean } {
  const forms: KnownForm[] = [];
  if (route.method !== "GET") {
    for (const form of pageForms) {
      const segments = matchPattern(route.pattern, form.action);
      if (segments) forms.push({ segments, fields: form.fields });
    }
  }
  return {
    method: route.method,
    params: patternParams(route.pattern).length,
    page: route.kind === "page",
    forms: route.kind === "page" ? forms : [],
    admin: route.pattern.startsWith("/admin"),
  };
}

function isErrorShape(body: unknown): boolean {
  if (typeof body !== "object" || body === null) return false;
  const { error, message, details } = body as { error?: unknown; message?: unknown; details?: unknown };
  if (typeof error !== "string" || typeof message !== "string") return false;
  if (details === undefined) return true;
  return (
    Array.isArray(details) &&
    details.every((detail) => typeof detail?.field === "string" && typeof detail?.message === "string")
  );
}

function describeInput(route: RouteUnderTest, input: HostileRequest, status: number, text: string): string {
  const shown = JSON.stringify({ ...input, route: `${route.method} ${route.pattern}` }, (_key, value) =>
    typeof value === "string" && value.length > 120 ? `${value.slice(0, 60)}…(${value.length} chars)` : value,
  );
  return `${shown}\n→ ${status}: ${text.slice(0, 300)}`;
}

/** The route table is read from the app, and it is complete. */
export function routeTableSuite() {
  it("walks every page route and every API endpoint", () => {
    const pages = routes.filter((route) => route.kind === "page");
    const endpoints = routes.filter((route) => route.kind === "api");
    expect(pages.length).toBeGreaterThan(30);
    expect(endpoints.length).toBeGreaterThan(25);
    expect(routes).toContainEqual(expect.objectContaining({ method: "GET", pattern: "/media/:id" }));
    expect(routes).toContainEqual(expect.objectContaining({ method: "POST", pattern: "/admin/items/:id" }));
    expect(routes).toContainEqual(expect.objectContaining({ method: "PUT", pattern: "/api/cart/:lineId" }));
  });
}

/**
 * Registers the suite for the routes `select` picks. It is split over three test files (page
 * loaders, page actions, the API), so they run in parallel, each in its own isolate and storage.
 */
export function hostileInputSuite(select: (route: RouteUnderTest) => boolean) {
  for (const route of routes.filter(select)) {
    it(`${route.method} ${route.pattern} (${route.kind}) answers hostile input below 500 and a refusal changes nothing`, async () => {
      if (sessionsMayHaveChanged) await ensureSessions();
      sessionsMayHaveChanged = false;
      const shape = routeShape(route);
      const property = fc.asyncProperty(hostileRequest(shape, knowledge), async (input) => {
        await watch.mark();
        const response = await send(route, input);
        const text = await response.text();
        const about = describeInput(route, input, response.status, text);
        if (response.headers.has("Set-Cookie") || (route.method !== "GET" && response.status < 400)) {
          sessionsMayHaveChanged = true;
        }
        expect(response.status, about).toBeLessThan(500);
        expect(text, about).not.toMatch(/\n\s+at .+:\d+:\d+|node_modules|SQLITE_|D1_ERROR/);
        if (response.status >= 400) expect(await watch.changed(), about).toEqual([]);
        else watch.accepted();
        // The API's refusals have its error shape (/__bench is outside it: a page 404 when not benchmarking).
        if (/^\/(api|webhooks)\//.test(route.pattern) && response.status >= 400) {
          expect(isErrorShape(JSON.parse(text)), about).toBe(true);
        }
      });
      const examples = fixedExamples(shape, knowledge, [...getFieldNames]);
      // fast-check counts the examples in numRuns: every example, then the random runs.
      await fc.assert(property, {
        numRuns: examples.length + RUNS_PER_ROUTE,
        endOnFailure: true,
        examples: examples.map((example) => [example]),
      });
    }, 120_000);
  }
}
