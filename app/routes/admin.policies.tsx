import { Link, useFetcher, useLoaderData } from "@remix-run/react";
import { policyFormSchema } from "@shared/policies/form-schema";
import type { action, loader } from "@workers/policies/http/admin-page.server";
import type { Policy } from "@workers/policies/policies";
import { TextAreaField } from "~/components/admin/text-area-field";
import { FormAlert } from "~/components/form/form-alert";
import { SubmitButton } from "~/components/form/submit-button";
import { useTranslation } from "~/i18n/use-translation";
import { isErrorBody } from "~/lib/error-body";
import { useCheckedForm } from "~/lib/forms";

export { action, loader } from "@workers/policies/http/admin-page.server";

export default function AdminPolicies() {
  const { policies } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <>
      <h1>{t("policies.admin.title")}</h1>
      <p>{t("policies.admin.intro")}</p>
      {policies.map((policy) => (
        <PolicyEditor key={`${policy.slug}-${policy.language}`} policy={policy} />
      ))}
    </>
  );
}

function PolicyEditor({ policy }: { policy: Policy }) {
  const { t } = useTranslation();
  const fetcher = useFetcher<typeof action>();
  const { ref, onSubmit, onInput, fieldErrors, formError } = useCheckedForm(policyFormSchema, fetcher.data);
  const saved = fetcher.state === "idle" && fetcher.data && !isErrorBody(fetcher.data);
  const label = `${t(`policies.titles.${policy.slug}`)} (${policy.language.toUpperCase()})`;
  return (
    <fetcher.Form
      method="post"
      className="admin-form admin-card"
      noValidate
      ref={ref}
      onSubmit={onSubmit}
      onInput={onInput}
    >
      <input type="hidden" name="slug" value={policy.slug} />
      <input type="hidden" name="language" value={policy.language} />
      {formError ? <FormAlert kind="error">{formError}</FormAlert> : null}
      <TextAreaField
        label={label}
        name="body"
        rows={12}
        lang={policy.language === "pt" ? "pt-BR" : "en"}
        defaultValue={policy.body}
        errors={fieldErrors.body}
      />
      {saved ? <FormAlert kind="success">{t("policies.admin.saved")}</FormAlert> : null}
      <SubmitButton
        busy={fetcher.state !== "idle"}
        label={t("policies.admin.save")}
        busyLabel={t("policies.admin.saving")}
      />{" "}
      <Link to={`/policies/${policy.slug}?lng=${policy.language}`}>{t("policies.admin.view")}</Link>
    </fetcher.Form>
  );
}
