import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Link, useFetcher, useLoaderData } from "@remix-run/react";
import { resetPasswordFormSchema, resetPasswordRules } from "@shared/auth/schemas";
import { acceptedBody, type MessageBody } from "@workers/http/auth-bodies";
import { resetPassword } from "@workers/services/auth/password-reset";
import { AuthPage } from "~/components/auth/auth-page";
import { NewPasswordFields } from "~/components/auth/new-password-fields";
import { useRedirectAfter } from "~/components/auth/use-redirect-after";
import { FormAlert } from "~/components/form/form-alert";
import { SubmitButton } from "~/components/form/submit-button";
import { pageTexts } from "~/i18n/i18n.server";
import { useTranslation } from "~/i18n/use-translation";
import { readForm } from "~/lib/auth.server";
import { unlessConnectionLost } from "~/lib/connection-loss";
import { useCheckedForm } from "~/lib/forms";
import { keepWorkOnConnectionLoss } from "~/lib/keep-work";
import { privatePageMeta } from "~/lib/meta";
import { refusable } from "~/lib/refusals.server";

/** Spec section 9: after a reset, the confirmation shows for 3 s before the login page. */
const REDIRECT_AFTER_RESET_MS = 3_000;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { language, t } = context;
  // The token is only checked when the form is sent: opening the link uses nothing up.
  const token = new URL(request.url).searchParams.get("token")?.trim() ?? "";
  return { token, title: t("auth.reset.metaTitle"), pageTexts: pageTexts(language, "auth") };
}

export const meta = privatePageMeta;

/** The same answers as POST /api/auth/reset-password, plus the confirmation field of the page. */
export const action = refusable(async ({ request, context }: ActionFunctionArgs) => {
  const input = await readForm(request, resetPasswordFormSchema);
  await resetPassword({ db: context.db, env: context.cloudflare.env }, input);
  return acceptedBody("passwordReset", context.t);
});

// A post that never reaches the store shows the connection message inline and keeps what was typed.
export const clientAction = keepWorkOnConnectionLoss("tryAgain", "resetPassword");
export const shouldRevalidate = unlessConnectionLost();

export default function ResetPasswordPage() {
  const { token } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const fetcher = useFetcher<MessageBody>();
  const { onSubmit, fieldErrors, formError } = useCheckedForm(resetPasswordFormSchema, fetcher.data);
  const done = fetcher.data && !("error" in fetcher.data) ? fetcher.data.message : null;
  const submitting = fetcher.state !== "idle";
  useRedirectAfter(done !== null, "/login", REDIRECT_AFTER_RESET_MS);

  if (!token) {
    return (
      <AuthPage title={t("auth.reset.invalidTitle")}>
        <p>{t("auth.reset.invalidText")}</p>
        <div className="auth-card__actions">
          <Link to="/login" className="button">
            {t("auth.reset.backToLogin")}
          </Link>
          <Link to="/forgot-password" className="button button--ghost">
            {t("auth.reset.requestNew")}
          </Link>
        </div>
      </AuthPage>
    );
  }

  if (done) {
    return (
      <AuthPage title={t("auth.reset.successTitle")}>
        <FormAlert kind="success">
          <p>{done}</p>
          <p>{t("auth.reset.redirecting")}</p>
        </FormAlert>
        <Link to="/login" className="button">
          {t("auth.reset.backToLogin")}
        </Link>
      </AuthPage>
    );
  }

  return (
    <AuthPage title={t("auth.reset.title")}>
      <fetcher.Form method="post" noValidate className="auth-form" onSubmit={onSubmit}>
        {formError ? (
          <FormAlert kind="error">
            <p>{formError}</p>
            <Link to="/forgot-password">{t("auth.reset.requestNew")}</Link>
          </FormAlert>
        ) : null}
        {fieldErrors.token ? <FormAlert kind="error">{fieldErrors.token.join(" ")}</FormAlert> : null}
        <input type="hidden" name="token" value={token} />
        <NewPasswordFields
          rules={resetPasswordRules}
          label={t("auth.fields.newPassword")}
          confirmLabel={t("auth.fields.confirmNewPassword")}
          fieldErrors={fieldErrors}
        />
        <SubmitButton
          className="button auth-form__submit"
          busy={submitting}
          label={t("auth.reset.submit")}
          busyLabel={t("auth.reset.submitting")}
        />
      </fetcher.Form>
    </AuthPage>
  );
}
