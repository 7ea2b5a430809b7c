import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { safeRedirectPath } from "@shared/safe-redirect";
import { type EmailVerification, resendVerification, verifyEmail } from "@workers/accounts/email-verification";
import { emailVerifiedBody } from "@workers/accounts/http/auth-bodies";
import { emailLinkAction } from "@workers/accounts/http/page.server";
import { pageTexts } from "@workers/edge/page-texts.server";
import { refusalBody } from "@workers/edge/refusals";
import { DomainError } from "@workers/kernel/domain-error";
import { AuthPage } from "~/components/auth/auth-page";
import { EmailRequestForm } from "~/components/auth/email-request-form";
import { useRedirectAfter } from "~/components/auth/use-redirect-after";
import { VerificationHelp } from "~/components/auth/verification-help";
import { FormAlert } from "~/components/form/form-alert";
import { useTranslation } from "~/i18n/use-translation";
import { unlessConnectionLost } from "~/lib/connection-loss";
import { keepWorkOnConnectionLoss } from "~/lib/keep-work";
import { privatePageMeta } from "~/lib/meta";

/** Spec section 9: once verified, the message shows for 5 s before the store opens its sign-in modal. */
const REDIRECT_AFTER_VERIFY_MS = 5_000;

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

// A token is used once: re-running the check after the resend form would report it as used.
export const shouldRevalidate = unlessConnectionLost(() => false);

// A resend that never reaches the store shows the connection message inline and keeps the email.
export const clientAction = keepWorkOnConnectionLoss("tryAgain", "resendVerification");

export const meta = privatePageMeta;

/** Resend: the same answers as POST /api/auth/resend-verification. */
export const action = emailLinkAction(resendVerification, "verificationResent");

export default function VerifyEmailPage() {
  const loaded = useLoaderData<typeof loader>();
  const { outcome, message } = loaded;
  const { t } = useTranslation();
  const verified = outcome !== "error";
  // Back to what the shopper was doing when they signed up (the home page if nothing), signing in there.
  const signInHref = ("signInHref" in loaded && loaded.signInHref) || "/?openLogin=true";
  useRedirectAfter(verified, signInHref, REDIRECT_AFTER_VERIFY_MS);

  if (verified) {
    return (
      <AuthPage title={t(outcome === "verified" ? "auth.verify.verifiedTitle" : "auth.verify.alreadyVerifiedTitle")}>
        <FormAlert kind="success">
          <p>{message}</p>
          <p>{t("auth.verify.redirecting")}</p>
        </FormAlert>
        <Link to={signInHref} className="button">
          {t("auth.verify.signInNow")}
        </Link>
      </AuthPage>
    );
  }

  return (
    <AuthPage title={t("auth.verify.errorTitle")}>
      <FormAlert kind="error">{message}</FormAlert>
      <h2 className="auth-form__title">{t("auth.verify.resendTitle")}</h2>
      <EmailRequestForm
        action="/verify-email"
        submitLabel={t("auth.verify.resendSubmit")}
        submittingLabel={t("auth.verify.resendSubmitting")}
        renderDone={(sent) => <FormAlert kind="success">{sent}</FormAlert>}
      />
      <VerificationHelp />
      <div className="auth-card__actions">
        <Link to="/" className="button button--ghost">
          {t("auth.verify.goToStore")}
        </Link>
        <Link to="/login" className="button button--ghost">
          {t("auth.verify.goToLogin")}
        </Link>
      </div>
    </AuthPage>
  );
}
