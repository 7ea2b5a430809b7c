// Which staff permission each admin page and /api/admin/* call needs (issue 49): one table, asked by
// the admin guards of pages and API alike (workers/edge/page-guards.server.ts, workers/edge/session.ts)
// through `can`. A path the table does not name is refused to every role, the owner included, until
// someone says which permission it needs; the generated test (workers/accounts/tests/staff-powers.test.ts)
// fails on any admin route missing here.
import { can, type StaffPower, type Viewer } from "@workers/accounts/staff-powers";

/** By the admin path's first segment after /admin; the dashboard is /admin itself. */
const sections: Record<string, StaffPower> = {
  orders: "orders",
  users: "users",
  messages: "support_chat",
  games: "catalogue",
  coins: "catalogue",
  items: "catalogue",
  products: "catalogue",
  // Stock per offer and server (issue 50): the catalogue's, as the offers' edit screens are.
  stock: "catalogue",
  codes: "codes",
  reviews: "reviews",
  effects: "effects",
  policies: "policies",
  settings: "settings",
  desk: "desk",
  staff: "staff",
  // Read-only for every role, the owner included: no page or call changes an entry.
  audit: "audit",
  // The spreadsheets (issue 53): the page for whoever reads orders; each file asks its own power below.
  exports: "orders",
};

/**
 * The calls under another section's path that need a permission of their own, looked at first: the
 * desk's claims live at /api/admin/orders/{id}/… (issue 49's names) but are the desk's, never the
 * orders page's (a delivery agent has no `orders`).
 */
const calls: ReadonlyArray<{ path: RegExp; power: StaffPower }> = [
  { path: /^\/api\/admin\/orders\/[^/]+\/(claim|release)$/, power: "desk" },
  { path: /^\/api\/admin\/orders\/[^/]+\/assign$/, power: "desk_assign" },
  // Answering a dispute speaks for the store's money (issue 51): managers and owners.
  { path: /^\/api\/admin\/orders\/[^/]+\/dispute\/submit$/, power: "refunds" },
  // A held order's review approves it for delivery or refunds it (issue 51): money, so managers and owners.
  { path: /^\/api\/admin\/orders\/[^/]+\/review$/, power: "refunds" },
  // The exports (issue 53): each file is its section's; customers are personal data in bulk.
  { path: /^\/api\/admin\/exports\/(catalogue|stock)\.csv$/, power: "catalogue" },
  { path: /^\/api\/admin\/exports\/orders\.csv$/, power: "orders" },
  { path: /^\/api\/admin\/exports\/customers\.csv$/, power: "personal_data" },
];

/** The admin pages `viewer`'s role includes (the dashboard is `/admin`), for the navigation to show only those. */
export function adminPagesOf(viewer: Pick<Viewer, "adminAccess" | "staffRole">): string[] {
  const pages = Object.entries(sections)
    .filter(([, power]) => can(viewer, power))
    .map(([section]) => `/admin/${section}`);
  return can(viewer, "dashboard") ? ["/admin", ...pages] : pages;
}

/** The first admin page, in the table's order, that `viewer`'s role includes besides the dashboard; null when it has none. */
export function firstAdminPageOf(viewer: Pick<Viewer, "adminAccess" | "staffRole">): string | null {
  return adminPagesOf(viewer).find((page) => page !== "/admin") ?? null;
}

/**
 * The permission `pathname` needs (a page, its `.data` request, or `/api/admin/…`); null for a path no
 * entry names, which nobody may use.
 */
export function permissionOfAdminPath(pathname: string): StaffPower | null {
  const call = calls.find((entry) => entry.path.test(pathname));
  if (call) return call.power;
  const path = pathname.replace(/\.data$/, "").replace(/^\/api(?=\/admin(\/|$))/, "");
  // A section's file download (`/admin/audit.csv`) needs the section's permission.
  const match = /^\/admin(?:\/([^/.]+)(?:\.[a-z]+)?)?(?:\/.*)?$/.exec(path);
  if (!match) return null;
  const section = match[1];
  if (section === undefined) return "dashboard";
  return Object.hasOwn(sections, section) ? (sections[section] ?? null) : null;
}
