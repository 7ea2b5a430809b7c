// The login page (app/routes/login.tsx renders it): its loader and its action, the same answers as
// POST /api/auth/login and /login/2fa (workers/accounts/http/auth-api.ts); the auth modal posts here too.
import {
  type ActionFunctionArgs,
  type AppLoadContext,
  data,
  type LoaderFunctionArgs,
  redirect,
} from "@remix-run/cloudflare";
import { nextAfterSignIn } from "@shared/auth/next-after-sign-in";
import { loginSchema } from "@shared/auth/schemas";
import { secondFactorSchema } from "@shared/auth/two-factor-schemas";
import { postedByDocument } from "@shared/document-post";
import type { Translate } from "@shared/i18n/translator";
import { authContextOf } from "@workers/accounts/http/auth-api";
import { alreadyAuthenticatedBody, signedInBody, twoFactorRequiredBody } from "@workers/accounts/http/auth-bodies";
import { logIn, type SignedInAccount } from "@workers/accounts/login";
import { finishSecondFactorSignIn, signInExpired } from "@workers/accounts/second-factor-sign-in";
import { readForm, readFormFields } from "@workers/edge/page-input.server";
import { refusable } from "@workers/edge/page-refusals.server";
import { pageTexts } from "@workers/edge/page-texts.server";
import { finishSignIn, pendingSignInCookie, readPendingSignIn, withCookies } from "@workers/edge/sign-in-cookies";

export async function loader({ context }: LoaderFunctionArgs) {
  const { t } = context;
  const user = await context.user();
  return {
    alreadySignedIn: user !== null,
    title: t("auth.login.metaTitle"),
    pageTexts: pageTexts(context.language, "auth"),
  };
}

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
