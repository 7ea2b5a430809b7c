import type { LinksFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData, useLocation, useSearchParams } from "@remix-run/react";
import { ADMIN_NEEDS_CODE_SIGN_IN, ADMIN_NEEDS_PASSKEY } from "@shared/auth/passkey-schemas";
import type { loader } from "@workers/accounts/http/settings-page.server";
import { PasswordResetRequest } from "~/components/account/password-reset-request";
import { ProfileForm } from "~/components/account/profile-form";
import { TwoFactorPanel } from "~/components/account/two-factor-panel";
import { isAccountDeleted, YourDataPanel } from "~/components/account/your-data-panel";
import { SignOutForm } from "~/components/auth/sign-out";
import { FormAlert } from "~/components/form/form-alert";
import { SettingsOrders } from "~/components/orders/settings-orders";
import { PasskeysPanel } from "~/components/passkeys/passkeys-panel";
import { useTranslation } from "~/i18n/use-translation";
import { unlessConnectionLost } from "~/lib/connection-loss";
import { keepWorkOnConnectionLoss } from "~/lib/keep-work";
import { privatePageMeta } from "~/lib/meta";
import accountStylesHref from "~/styles/account.css?url";
import shoppingStylesHref from "~/styles/shopping.css?url";

const SECTIONS = ["profile", "password", "security", "orders", "data"] as const;
type Section = (typeof SECTIONS)[number];

function asSection(value: unknown): Section | null {
  return SECTIONS.find((section) => section === value) ?? null;
}

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: accountStylesHref },
  // The orders section.
  { rel: "stylesheet", href: shoppingStylesHref },
];

export { action, loader } from "@workers/accounts/http/settings-page.server";
export const meta = privatePageMeta;

// A post that never reaches the store shows the connection message inline and keeps what was typed.
export const clientAction = keepWorkOnConnectionLoss("serverUnreachable");
// After deleting the account there is nothing left to reload: the panel leaves for the home page.
export const shouldRevalidate = unlessConnectionLost(({ actionResult, defaultShouldRevalidate }) =>
  isAccountDeleted(actionResult) ? false : defaultShouldRevalidate,
);

export default function SettingsPage() {
  const { profile, userId, orders, security, passkeys } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const location = useLocation();
  // Opened on the section named by `?section=` or by the navigation state ({section}).
  const navigationState: unknown = location.state;
  const fromState =
    typeof navigationState === "object" && navigationState !== null && "section" in navigationState
      ? asSection(navigationState.section)
      : null;
  const section = asSection(searchParams.get("section")) ?? fromState ?? "profile";

  return (
    <section className="settings" aria-labelledby="settings-title">
      <header className="settings__header">
        <div>
          <h1 id="settings-title">{t("account.settings.title")}</h1>
          <p className="settings__who">{t("account.settings.signedInAs", { email: profile.email })}</p>
        </div>
        <SignOutForm className="button button--ghost" label={t("account.settings.signOut")} />
      </header>
      <div className="settings__layout">
        <nav className="settings__nav" aria-label={t("account.settings.sectionsLabel")}>
          <ul>
            {SECTIONS.map((name) => (
              <li key={name}>
                <Link
                  to={`?section=${name}`}
                  replace
                  preventScrollReset
                  aria-current={section === name ? "page" : undefined}
                >
                  {t(`account.settings.sections.${name}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <section className="settings__panel" aria-labelledby="settings-section-title">
          <h2 id="settings-section-title">{t(`account.settings.sections.${section}`)}</h2>
          {section === "profile" ? (
            <>
              <p className="settings__intro">{t("account.profile.intro")}</p>
              <ProfileForm profile={profile} />
            </>
          ) : null}
          {section === "password" ? <PasswordResetRequest email={profile.email} /> : null}
          {section === "security" ? (
            <>
              {searchParams.get("admin") === ADMIN_NEEDS_PASSKEY ? (
                <FormAlert kind="error">{t("passkeys.admin.notice")}</FormAlert>
              ) : null}
              {searchParams.get("admin") === ADMIN_NEEDS_CODE_SIGN_IN ? (
                <FormAlert kind="error">{t("twoFactor.admin.notice")}</FormAlert>
              ) : null}
              <TwoFactorPanel {...security} confirmWithPasskey={security.staff && passkeys.length > 0} />
              <PasskeysPanel passkeys={passkeys} twoFactorOn={security.enabled} />
            </>
          ) : null}
          {section === "orders" ? <SettingsOrders orders={orders} /> : null}
          {section === "data" ? <YourDataPanel userId={userId} twoFactorOn={security.enabled} /> : null}
        </section>
      </div>
    </section>
  );
}
