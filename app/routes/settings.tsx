import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Link, useLoaderData, useLocation, useSearchParams } from "@remix-run/react";
import { ADMIN_NEEDS_CODE_SIGN_IN, ADMIN_NEEDS_PASSKEY, renamePasskeySchema } from "@shared/auth/passkey-schemas";
import { profileSchema } from "@shared/auth/schemas";
import { authContextOf } from "@workers/accounts/http/auth-api";
import { acceptedBody } from "@workers/accounts/http/auth-bodies";
import { isTwoFactorIntent, securityOf, twoFactorAction } from "@workers/accounts/http/two-factor-page.server";
import { listPasskeys, removePasskey, renamePasskey } from "@workers/accounts/passkeys";
import { requestPasswordReset } from "@workers/accounts/password-reset";
import { getProfile, updateProfile } from "@workers/accounts/users";
import { requireUser } from "@workers/edge/page-guards.server";
import { readForm, readFormFields } from "@workers/edge/page-input.server";
import { answering, orNotFound, refusable } from "@workers/edge/page-refusals.server";
import { pageTexts } from "@workers/edge/page-texts.server";
import { orderView } from "@workers/orders/order-view";
import { listOrders } from "@workers/orders/queries";
import { deleteAccountAction } from "@workers/privacy/http/page.server";
import { PasswordResetRequest } from "~/components/account/password-reset-request";
import { ProfileForm } from "~/components/account/profile-form";
import { TwoFactorPanel } from "~/components/account/two-factor-panel";
import { isAccountDeleted, YourDataPanel } from "~/components/account/your-data-panel";
import { SignOutForm } from "~/components/auth/sign-out";
import { FormAlert } from "~/components/form/form-alert";
import { SettingsOrders } from "~/components/orders/settings-orders";
import {
  PASSKEY_REMOVE_INTENT,
  PASSKEY_RENAME_INTENT,
  PasskeysPanel,
  passkeyRenameTag,
} from "~/components/passkeys/passkeys-panel";
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

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  // The orders are read with the profile: the orders section can be opened by navigation state alone.
  const { t } = context;
  const [profile, orders, security, passkeys] = await Promise.all([
    orNotFound(getProfile(context.db, user.id)),
    listOrders(context.db, user.id),
    securityOf(context, user),
    listPasskeys(context.db, user.id),
  ]);
  return {
    profile,
    userId: user.id,
    orders: orders.map(orderView),
    security,
    passkeys,
    title: t("account.settings.metaTitle"),
    pageTexts: pageTexts(context.language, "account"),
  };
}

export const meta = privatePageMeta;

/** intent=profile saves name and phone (as PUT /api/users/{id}); intent=password emails a reset link. */
export const action = refusable(async ({ request, context }: ActionFunctionArgs) => {
  const user = await requireUser(request, context);
  const fields = await readFormFields(request);
  if (isTwoFactorIntent(fields.intent)) return twoFactorAction(request, context, user, fields);
  if (fields.intent === "delete-account") return deleteAccountAction(request, context, user, fields);
  if (fields.intent === PASSKEY_REMOVE_INTENT) {
    // The same service as DELETE /api/auth/passkeys/{id}; an id that is no number is no passkey of theirs.
    await removePasskey(authContextOf(context), user, Number(fields.id) || 0);
    return { message: context.t("passkeys.settings.removed") };
  }
  if (fields.intent === PASSKEY_RENAME_INTENT) {
    // The same service and schema as PATCH /api/auth/passkeys/{id}.
    // Tagged with the row, so without JavaScript the answer shows under the passkey it is about.
    return answering(context.t, passkeyRenameTag(fields.id), async () => {
      const input = await readForm(request, renamePasskeySchema, fields);
      await renamePasskey(context, user, Number(fields.id) || 0, input);
      return { message: context.t("passkeys.settings.renamed") };
    });
  }
  if (fields.intent === "password") {
    const authContext = authContextOf(context);
    await requestPasswordReset(authContext, user.email);
    return acceptedBody("resetSentFromSettings", context.t);
  }
  const input = await readForm(request, profileSchema, fields);
  return updateProfile(context.db, user, user.id, input);
});

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
