// The verify-email page (app/routes/verify-email.tsx renders it): its loader checks the link's token
// (as GET /api/auth/verify-email), its action resends the link (the accounts pages' ./page.server.ts).
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { safeRedirectPath } from "@shared/safe-redirect";
import { type EmailVerification, resendVerification, verifyEmail } from "@workers/accounts/email-verification";
import { emailVerifiedBody } from "@workers/accounts/http/auth-bodies";
import { emailLinkAction } from "@workers/accounts/http/page.server";
import { pageTexts } from "@workers/edge/page-texts.server";
import { refusalBody } from "@workers/edge/refusals";
import { DomainError } from "@workers/kernel/domain-error";

/** The page to go back to, with the sign-in modal opening there (?openLogin=true). */
function withSignInOpen(path: string): string {
  const url = new URL(path, "https://store.invalid");
  url.searchParams.set("openLogin", "true");
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Checks the token on load (spec section 2), with the answers of GET /api/auth/verify-email. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { t } = context;
  const title = t("auth.verify.metaTitle");
  const texts = pageTexts(context.language, "auth");
  const search = new URL(request.url).searchParams;
  const token = search.get("token")?.trim();
  if (!token) return { title, pageTexts: texts, outcome: "error" as const, message: t("auth.messages.tokenNotFound") };
  let verified: EmailVerification;
  try {
    verified = await verifyEmail(context.db, token);
  } catch (error) {
    // A link that confirms nothing: the page says why and offers a new one.
    if (!(error instanceof DomainError)) throw error;
    return { title, pageTexts: texts, outcome: "error" as const, message: refusalBody(error, t).message };
  }
  const body = emailVerifiedBody(verified, t);
  return {
    title,
    pageTexts: texts,
    outcome: body.alreadyVerified ? ("already-verified" as const) : ("verified" as const),
    message: body.message,
    signInHref: withSignInOpen(safeRedirectPath(search.get("next"))),
  };
}

/** Resend: the same answers as POST /api/auth/resend-verification. */
export const action = emailLinkAction(resendVerification, "verificationResent");
