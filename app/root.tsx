import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLoaderData,
  useMatches,
  useRevalidator,
  useRouteError,
  useRouteLoaderData,
  useSearchParams,
} from "@remix-run/react";
import { SIGNED_OUT_PARAM } from "@shared/auth/signed-out-param";
import { isLanguage } from "@shared/i18n/config";
import { pageTextsOf } from "@shared/i18n/page-texts";
import { createTranslator } from "@shared/i18n/translator";
import { configuredRpId } from "@workers/accounts/passkey-ceremonies";
import { can } from "@workers/accounts/staff-powers";
import { cartLineCount } from "@workers/cart/cart";
import { pageTexts } from "@workers/edge/page-texts.server";
import { lazy, Suspense, useEffect, useState } from "react";
import { ErrorReference } from "~/components/error-reference";
import { AuthModalProvider } from "./components/auth/auth-modal";
import { useOpenLoginParam } from "./components/auth/use-open-login-param";
import { CartDrawerProvider } from "./components/cart/cart-drawer";
import { ChatLauncherSlot } from "./components/chat/chat-launcher-slot";
import { Footer } from "./components/layout/footer";
import { Header } from "./components/layout/header";
import { ToastProvider } from "./components/toast";
import { useSyncLanguage } from "./i18n/use-sync-language";
import { PageTexts, useTranslation } from "./i18n/use-translation";
import { unlessConnectionLost } from "./lib/connection-loss";
import { useNextPageHeadingFocus } from "./lib/next-page-heading";
import { useNonce } from "./lib/nonce";
import { PressOnceScript } from "./lib/press-once-script";
import { useStoreSessionUser } from "./lib/session-user";
import { setSignOutOwed, useSignOutOwed } from "./lib/sign-out-owed";
import { storeLinksOf } from "./lib/store-links";
import stylesHref from "./styles/app.css?url";
import authStylesHref from "./styles/auth.css?url";
import cartStylesHref from "./styles/cart.css?url";
import chatStylesHref from "./styles/chat.css?url";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: stylesHref },
  // The auth modal and user menu are part of every page.
  { rel: "stylesheet", href: authStylesHref },
  // The chat button is on every page; its panel opens over any of them.
  { rel: "stylesheet", href: chatStylesHref },
  // The header's cart badge and the cart drawer too.
  { rel: "stylesheet", href: cartStylesHref },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export async function loader({ context }: LoaderFunctionArgs) {
  const { env } = context.cloudflare;
  const { language: locale, languageChosen, currency } = context;
  const [user, settings] = await Promise.all([context.user(), context.shownSettings()]);
  // The header's cart badge: one small D1 query for a signed-in shopper, none for a visitor.
  const cartCount = user ? await cartLineCount({ db: context.db }, user.id) : 0;
  // The shell needs only these; the email stays on the pages that show it.
  return {
    locale,
    languageChosen,
    currency,
    // `isAdmin`: this session holds admin powers now (an admin the admin-access rule refuses is a shopper here).
    user: user && { id: user.id, name: user.name, isAdmin: can(user, "admin_area") },
    cartCount,
    storeLinks: storeLinksOf(settings),
    // From PUBLIC_ORIGIN, never the request: the pages offer passkeys only on this host (or below it).
    passkeyRpId: configuredRpId(env),
    pageTexts: user ? pageTexts(locale, "shell", "accountMenu") : pageTexts(locale, "shell", "quickSignIn"),
  };
}

// The error screen's title when no route of the page gave one (an address the store does not have):
// a page without a title is one a screen reader and a tab cannot name (WCAG 2.4.2).
// Without the root loader's data (no route matched, so no loader ran) the layout names it instead.
export const meta: MetaFunction<typeof loader> = ({ data, error }) => {
  const texts = pageTextsOf(data);
  if (!error || !data || !texts || !isLanguage(data.locale)) return [];
  return [{ title: createTranslator(data.locale, texts)(errorTextKeys(error).title) }];
};

/** The error screen's words (its heading is its title too): a missing page, a staff page the role does not include, anything else. */
function errorTextKeys(error: unknown) {
  const status = isRouteErrorResponse(error) ? error.status : null;
  if (status === 404) return { title: "errors.notFoundTitle", text: "errors.notFoundText" };
  if (status === 403) return { title: "errors.forbiddenTitle", text: "errors.forbiddenText" };
  // A client navigation whose data request never reached the store: fetch rejects with a TypeError.
  if (error instanceof TypeError) return { title: "errors.genericTitle", text: "connection.serverUnreachable" };
  return { title: "errors.genericTitle", text: "errors.genericText" };
}

// After a form post that never reached the store, the shell keeps its data instead of reloading it.
export const shouldRevalidate = unlessConnectionLost();

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  // Without the root loader's data (an address no route has), the language the request was served
  // in: the server's render and the browser's hydration both take it from their TranslationProvider,
  // which the browser fills from this very attribute (entry.client.tsx), so both agree.
  const { i18n } = useTranslation();
  const locale = data?.locale ?? i18n.language;
  const nonce = useNonce();
  return (
    // Without the root loader's data there are no texts to hydrate with: entry.client.tsx fetches the shell's.
    <html lang={locale} data-texts={data ? undefined : "shell"}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0f1220" />
        <Meta />
        {data ? null : <ErrorTitle />}
        <Links />
        <PressOnceScript />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

/** The title of an error screen shown without the root loader's data; the shell's texts have its words. */
function ErrorTitle() {
  const error = useRouteError();
  const { t } = useTranslation();
  return <title>{t(errorTextKeys(error).title)}</title>;
}

function Shell({ children }: { children: React.ReactNode }) {
  return (
    <PageTexts>
      <ShellContent>{children}</ShellContent>
    </PageTexts>
  );
}

function ShellContent({ children }: { children: React.ReactNode }) {
  const { t } = useTranslation();
  useNextPageHeadingFocus();
  return (
    <ToastProvider>
      <AuthModalProvider>
        <CartDrawerProvider>
          <OpenLoginFromUrl />
          <SignOutWatch />
          <a className="skip-link" href="#main">
            {t("nav.skipToContent")}
          </a>
          <Header />
          <main id="main" className="main" tabIndex={-1}>
            {children}
          </main>
          <Footer />
          <ChatLauncherSlot />
        </CartDrawerProvider>
      </AuthModalProvider>
    </ToastProvider>
  );
}

// Signing out is for signed-in visitors: its code comes with theirs (the account menu imports it too),
// not with every visitor's first load, and stays mounted once the session has ended, to see the
// sign-out through (issue 30: first-load JS). A sign-out posted before the code came lands home
// with ?signedOut, which brings it too.
const SignOutFeedback = lazy(() =>
  import("./components/auth/sign-out").then(({ SignOutFeedback }) => ({ default: SignOutFeedback })),
);

function SignOutWatch() {
  const [searchParams] = useSearchParams();
  const storeUser = useStoreSessionUser();
  const owed = useSignOutOwed();
  // A sign-out here is settled once the store's data has no one signed in.
  useEffect(() => {
    if (owed && !storeUser) setSignOutOwed(false);
  }, [owed, storeUser]);
  // The store's session, not the shell's: a sign-out here the store has not heard yet is told from there.
  const wanted = storeUser !== null || searchParams.has(SIGNED_OUT_PARAM);
  const [seen, setSeen] = useState(wanted);
  if (wanted && !seen) setSeen(true);
  return seen ? (
    <Suspense fallback={null}>
      <SignOutFeedback />
    </Suspense>
  ) : null;
}

/**
 * The browser's time zone, told to the server once per session after the page has hydrated; its
 * code comes then, not with the first load (app/lib/time-zone.ts).
 */
function useReportTimeZone() {
  const matches = useMatches();
  const { revalidate } = useRevalidator();
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per page load, not per navigation.
  useEffect(() => {
    const routesData = matches.map((match) => match.data);
    import("./lib/time-zone").then(
      ({ reportTimeZone }) => reportTimeZone(routesData, revalidate),
      // Offline: the next page load tells it.
      () => {},
    );
  }, []);
}

function OpenLoginFromUrl() {
  useOpenLoginParam();
  return null;
}

export default function App() {
  const { locale, languageChosen } = useLoaderData<typeof loader>();
  useSyncLanguage(locale, languageChosen);
  useReportTimeZone();
  return (
    <Shell>
      <Outlet />
    </Shell>
  );
}

export function ErrorBoundary() {
  return (
    <Shell>
      <ErrorPage />
    </Shell>
  );
}

function ErrorPage() {
  const error = useRouteError();
  const { t } = useTranslation();
  const keys = errorTextKeys(error);
  return (
    <section className="page error-page">
      <h1>{t(keys.title)}</h1>
      <p>{t(keys.text)}</p>
      <ErrorReference />
      <a className="button" href="/">
        {t("errors.backHome")}
      </a>
    </section>
  );
}
