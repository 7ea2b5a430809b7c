import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { registrationPasswordRules } from "@shared/auth/schemas";
import { joinWithNewAccountSchema, joinWithOwnAccountSchema } from "@shared/staff/schemas";
import { staffRoleText } from "@shared/vocabulary/staff-roles";
import type { action, loader } from "@workers/staff/http/invitation-page.server";
import { AuthPage } from "~/components/auth/auth-page";
import { NewPasswordFields } from "~/components/auth/new-password-fields";
import { Field } from "~/components/form/field";
import { FormAlert } from "~/components/form/form-alert";
import { PasswordField } from "~/components/form/password-field";
import { SubmitButton } from "~/components/form/submit-button";
import { useTranslation } from "~/i18n/use-translation";
import { useCheckedForm } from "~/lib/forms";
import { privatePageMeta } from "~/lib/meta";

export { action, loader } from "@workers/staff/http/invitation-page.server";
export const meta = privatePageMeta;

type InvitationLink = ReturnType<typeof useLoaderData<typeof loader>>["link"];

export default function StaffInvitationPage() {
  const { token, link } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const { t } = useTranslation();

  // The welcome comes first: the page's reload after accepting finds its own link used up.
  if (answer && "joined" in answer) {
    return (
      <AuthPage title={t("staffInvitation.done.title")}>
        <FormAlert kind="success" focusKey={answer}>
          <p>{t("staffInvitation.done.text", { role: staffRoleText(t, answer.joined) })}</p>
        </FormAlert>
        <Link to="/login?redirectTo=%2Fadmin" className="button">
          {t("staffInvitation.done.signIn")}
        </Link>
      </AuthPage>
    );
  }
  if (link.state !== "live") return <DeadLink state={link.state} />;
  return <Accept token={token} link={link} />;
}

function Accept({ token, link }: { token: string; link: Extract<InvitationLink, { state: "live" }> }) {
  const answer = useActionData<typeof action>();
  const { t } = useTranslation();
  const busy = useNavigation().state === "submitting";
  const schema = link.hasAccount ? joinWithOwnAccountSchema : joinWithNewAccountSchema;
  const { ref, onSubmit, onInput, fieldErrors, formError } = useCheckedForm(schema, answer);
  return (
    <AuthPage title={t("staffInvitation.title")}>
      <p>{t("staffInvitation.intro", { role: staffRoleText(t, link.role), email: link.email })}</p>
      <p>{link.hasAccount ? t("staffInvitation.ownAccount") : t("staffInvitation.newAccount")}</p>
      <Form method="post" noValidate className="auth-form" ref={ref} onSubmit={onSubmit} onInput={onInput}>
        {formError ? <FormAlert kind="error">{formError}</FormAlert> : null}
        {fieldErrors.token ? <FormAlert kind="error">{fieldErrors.token.join(" ")}</FormAlert> : null}
        <input type="hidden" name="token" value={token} />
        {link.hasAccount ? (
          <PasswordField
            name="password"
            label={t("staffInvitation.fields.ownPassword")}
            autoComplete="current-password"
            required
            errors={fieldErrors.password}
          />
        ) : (
          <>
            <Field
              name="nome"
              label={t("staffInvitation.fields.name")}
              autoComplete="name"
              required
              errors={fieldErrors.nome}
            />
            <NewPasswordFields
              rules={registrationPasswordRules}
              label={t("staffInvitation.fields.password")}
              confirmLabel={t("staffInvitation.fields.confirmPassword")}
              fieldErrors={fieldErrors}
            />
          </>
        )}
        <p className="field__hint">{t("staffInvitation.twoFactorNote")}</p>
        <SubmitButton
          className="button auth-form__submit"
          busy={busy}
          label={t("staffInvitation.submit")}
          busyLabel={t("staffInvitation.submitting")}
          postsWithoutScript
        />
      </Form>
    </AuthPage>
  );
}

/** A link that joins nobody: why, and the way back to the store. */
function DeadLink({ state }: { state: Exclude<InvitationLink["state"], "live"> }) {
  const { t } = useTranslation();
  return (
    <AuthPage title={t(`staffInvitation.dead.${state}Title`)}>
      <p>{t(`staffInvitation.dead.${state}Text`)}</p>
      <Link to="/" className="button button--ghost">
        {t("staffInvitation.dead.home")}
      </Link>
    </AuthPage>
  );
}
