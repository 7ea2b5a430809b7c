import type { LinksFunction } from "@remix-run/cloudflare";
import { NavLink, Outlet, useLoaderData, useNavigation } from "@remix-run/react";
import type { loader } from "@workers/admin/http/layout-page.server";
import { SignOutForm } from "~/components/auth/sign-out";
import { useTranslation } from "~/i18n/use-translation";
import { privatePageMeta } from "~/lib/meta";
import adminStylesHref from "~/styles/admin.css?url";
import catalogueStylesHref from "~/styles/catalogue.css?url";

// The admin area's frame. Its child routes (and their code) load only when an admin opens them.
export const links: LinksFunction = () => [
  { rel: "stylesheet", href: adminStylesHref },
  // The previews show entries with the storefront's own cards.
  { rel: "stylesheet", href: catalogueStylesHref },
];

export { loader } from "@workers/admin/http/layout-page.server";

export const meta = privatePageMeta;

const SECTIONS = [
  { to: "/admin", key: "dashboard", end: true },
  { to: "/admin/orders", key: "orders", end: false },
  { to: "/admin/desk", key: "desk", end: false },
  { to: "/admin/games", key: "games", end: false },
  { to: "/admin/coins", key: "coins", end: false },
  { to: "/admin/items", key: "items", end: false },
  { to: "/admin/stock", key: "stock", end: false },
  { to: "/admin/codes", key: "codes", end: false },
  { to: "/admin/users", key: "users", end: false },
  { to: "/admin/staff", key: "staff", end: false },
  { to: "/admin/messages", key: "messages", end: false },
  { to: "/admin/reviews", key: "reviews", end: false },
  { to: "/admin/settings", key: "settings", end: false },
  { to: "/admin/policies", key: "policies", end: false },
  { to: "/admin/audit", key: "audit", end: false },
  { to: "/admin/exports", key: "exports", end: false },
] as const;

export default function AdminLayout() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const { pages } = useLoaderData<typeof loader>();
  return (
    <div className="admin">
      <nav className="admin__nav" aria-label={t("admin.nav.label")}>
        <ul>
          {SECTIONS.filter((section) => pages.includes(section.to)).map((section) => (
            <li key={section.key}>
              <NavLink to={section.to} end={section.end} prefetch="intent">
                {t(`admin.nav.${section.key}`)}
              </NavLink>
            </li>
          ))}
        </ul>
        <div className="admin__nav-end">
          <NavLink to="/">{t("admin.nav.backToStore")}</NavLink>
          <SignOutForm className="button button--ghost" label={t("admin.nav.signOut")} />
        </div>
      </nav>
      <div className="admin__content" aria-busy={navigation.state === "loading"}>
        {navigation.state === "loading" ? (
          <p className="admin__loading" role="status">
            {t("admin.common.loading")}
          </p>
        ) : null}
        <Outlet />
      </div>
    </div>
  );
}
