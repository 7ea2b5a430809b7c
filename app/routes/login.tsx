import {
  type ActionFunctionArgs,
  type AppLoadContext,
  data,
  type LoaderFunctionArgs,
  redirect,
} from "@remix-run/cloudflare";
import { useLoaderData, useNavigate, useSearchParams } from "@remix-run/react";
import { loginSchema } from "@shared/auth/schemas";
import { secondFactorSchema } from "@shared/auth/two-factor-schemas";
import type { Translate } from "@shared/i18n/translator";
import { safeRedirectPath } from "@shared/safe-redirect";
import { authContextOf } from "@workers/accounts/http/auth-api";
import { alreadyAuthenticatedBody, signedInBody, twoFactorRequiredBody } from "@workers/accounts/http/auth-bodies";
import { logIn, type SignedInAccount } from "@workers/accounts/login";
import { finishSecondFactorSignIn, signInExpired } from "@workers/accounts/second-factor-sign-in";
import { readForm, readFormFields } from "@workers/edge/page-input.server";
import { refusable } from "@workers/edge/page-refusals.server";
import { pageTexts } from "@workers/edge/page-texts.server";
import { finishSignIn, pendingSignInCookie, readPendingSignIn, withCookies } from "@workers/edge/sign-in-cookies";
import { useState } from "react";
import { AlreadySignedIn } from "~/components/auth/already-signed-in";
import { AuthPage } from "~/components/auth/auth-page";
import { EmailNotVerified } from "~/components/auth/email-not-verified";
import { LoginForm } from "~/components/auth/login-form";
import { useToast } from "~/components/toast";
import { useTranslation } from "~/i18n/use-translation";
import { unlessConnectionLost } from "~/lib/connection-loss";
import { postedByDocument } from "~/lib/document-post";
import { focusAccountMenuNext } from "~/lib/focus-after-sign-in";
import { keepWorkOnConnectionLoss } from "~/lib/keep-work";
import { privatePageMeta } from "~/lib/meta";

export async function loader({ context }: LoaderFunctionArgs) {
  const { t } = context;
  const user = await context.user();
  return {
    alreadySignedIn: user !== null,
    title: t("auth.login.metaTitle"),
    pageTexts: pageTexts(context.language, "auth"),
  };
}

export const meta = privatePageMeta;

// Signing in here must not turn this page into the "already signed in" notice before it leaves for
// `redirectTo`; the shell (root) still revalidates and shows the user.
export const shouldRevalidate = unlessConnectionLost(({ formAction, currentUrl, defaultShouldRevalidate }) =>
  formAction && new URL(formAction, currentUrl).pathname === "/login" ? false : defaultShouldRevalidate,
);

// A post that never reaches the store shows the connection message inline and keeps what was typed.
export const clientAction = keepWorkOnConnectionLoss("serverUnreachable", "login");

/** The same answers as POST /api/auth/login (and, with intent=second-factor, /login/2fa); the auth modal posts here too. */
export const action = refusable(async ({ request, context }: ActionFunctionArgs) => {
  const t = context.t;
  if (await context.user()) return alreadyAuthenticatedBody(t);
  const fields = await readFormFields(request);
  if (fields.intent === "second-factor") return secondStep(request, context, fields, t);
  const input = await readForm(request, loginSchema, fields);
  const { env } = context.cloudflare;
  const authContext = authContextOf(context);
  const outcome = await logIn(authContext, input);
  if (outcome.kind === "two_factor_required") {
    const cookie = await pendingSignInCookie(request, env, outcome.pending);
    return data(twoFactorRequiredBody(t), { headers: { "Set-Cookie": cookie } });
  }
  return signedIn(request, outcome.account, await finishSignIn(request, env, authContext, outcome.account), t);
});

/** Where a sign-in goes on to: the page it was asked from, else an admin's dashboard or the home page. */
function nextAfterSignIn(redirectTo: string | null, account: Pick<SignedInAccount, "isAdmin">): string {
  return safeRedirectPath(redirectTo, account.isAdmin ? "/admin" : "/");
}

/**
 * Signed in: the page's code gets the account and a message (it shows the toast and moves on); a
 * form the browser posted itself goes straight on, signed in.
 */
function signedIn(request: Request, account: SignedInAccount, cookies: string[], t: Translate) {
  const headers = withCookies(cookies);
  if (!postedByDocument(request)) return data(signedInBody(account, t), { headers });
  return redirect(nextAfterSignIn(new URL(request.url).searchParams.get("redirectTo"), account), { headers });
}

/** The code (or a recovery code) after the password, as POST /api/auth/login/2fa. */
async function secondStep(
  request: Request,
  context: AppLoadContext,
  fields: Record<string, FormDataEntryValue>,
  t: Translate,
) {
  const input = await readForm(request, secondFactorSchema, fields);
  const { env } = context.cloudflare;
  const authContext = authContextOf(context);
  const pending = await readPendingSignIn(request, env);
  if (!pending) throw signInExpired();
  const account = await finishSecondFactorSignIn(authContext, pending, input.code);
  return signedIn(request, account, await finishSignIn(request, env, authContext, account), t);
}

export default function LoginPage() {
  const { alreadySignedIn } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [unverifiedEmail, setUnverifiedEmail] = useState<string | null>(null);

  if (alreadySignedIn) return <AlreadySignedIn />;

  return (
    <AuthPage title={t("auth.login.title")} backHome>
      {unverifiedEmail !== null ? (
        <EmailNotVerified email={unverifiedEmail} onBackToLogin={() => setUnverifiedEmail(null)} />
      ) : (
        <LoginForm
          onSignedIn={(message, user) => {
            // The toast stays up on the next page, so there is no need to wait here. Without a
            // page to go back to, an admin lands on the dashboard and a shopper on the home page.
            focusAccountMenuNext();
            toast(message);
            navigate(nextAfterSignIn(searchParams.get("redirectTo"), user), { replace: true });
          }}
          onAlreadySignedIn={(message) => {
            toast(message, { kind: "info" });
            navigate("/", { replace: true });
          }}
          onEmailNotVerified={setUnverifiedEmail}
        />
      )}
    </AuthPage>
  );
}
