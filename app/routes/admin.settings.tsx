import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { FEATURED_SLOTS, settingsFormSchema } from "@shared/admin/settings-form";
import type { Language } from "@shared/i18n/config";
import { USD_ROUNDINGS } from "@shared/prices";
import { WEEKDAYS, weekdayName } from "@shared/settings/support-hours";
import type { action, loader } from "@workers/admin/http/settings-page.server";
import { RiskRulesFields } from "~/components/admin/risk-rules-fields";
import { SelectField } from "~/components/admin/select-field";
import { Field } from "~/components/form/field";
import { FormAlert } from "~/components/form/form-alert";
import { SubmitButton } from "~/components/form/submit-button";
import { useTranslation } from "~/i18n/use-translation";
import { useCheckedForm } from "~/lib/forms";
import { usePageLanguage } from "~/lib/money";

export { action, loader } from "@workers/admin/http/settings-page.server";

/** The rate as the admin's language writes decimals (5,25 in Portuguese); the form reads either. */
function formatRate(rate: number, language: Language): string {
  return language === "pt" ? String(rate).replace(".", ",") : String(rate);
}

export default function AdminSettings() {
  const { settings, featured, games } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const { t } = useTranslation();
  const language = usePageLanguage();
  const busy = useNavigation().state === "submitting";
  const { ref, onSubmit, onInput, fieldErrors, formError } = useCheckedForm(settingsFormSchema, answer);
  const text = (
    name: keyof typeof fieldErrors & string,
    value: string | number,
    props: React.InputHTMLAttributes<HTMLInputElement> & { hint?: string } = {},
  ) => (
    <Field label={t(`admin.settings.${name}`)} name={name} defaultValue={value} errors={fieldErrors[name]} {...props} />
  );
  const gameOptions = games.map((game) => ({ value: String(game.id), label: game.name }));
  return (
    <>
      <h1>{t("admin.settings.title")}</h1>
      {formError ? <FormAlert kind="error">{formError}</FormAlert> : null}
      {answer && "saved" in answer ? <FormAlert kind="success">{t("admin.common.saved")}</FormAlert> : null}
      <Form method="post" className="admin-form" noValidate ref={ref} onSubmit={onSubmit} onInput={onInput}>
        <fieldset className="admin-card">
          <legend>{t("admin.settings.store")}</legend>
          {text("brlPerUsd", formatRate(settings.brlPerUsd, language), {
            inputMode: "decimal",
            hint: t("admin.settings.brlPerUsdHint"),
          })}
          <SelectField
            label={t("admin.settings.usdRounding")}
            name="usdRounding"
            defaultValue={settings.usdRounding}
            options={USD_ROUNDINGS.map((rounding) => ({
              value: rounding,
              label: t(`admin.settings.usdRoundings.${rounding}`),
            }))}
            errors={fieldErrors.usdRounding}
          />
          {text("deliveryHours", settings.deliveryHours, {
            inputMode: "numeric",
            hint: t("admin.settings.deliveryHoursHint"),
          })}
          <label>
            <input type="checkbox" name="pixEnabled" defaultChecked={settings.pixEnabled} />{" "}
            {t("admin.settings.pixEnabled")}
          </label>
          {text("pixExpiryMinutes", settings.pixExpiryMinutes, {
            inputMode: "numeric",
            hint: t("admin.settings.pixExpiryMinutesHint"),
          })}
          {text("threeDSecureAbove", (settings.threeDSecureAboveCents / 100).toFixed(2), {
            inputMode: "decimal",
            hint: t("admin.settings.threeDSecureAboveHint"),
          })}
        </fieldset>
        <fieldset className="admin-card">
          <legend>{t("admin.settings.promise")}</legend>
          <label>
            <input type="checkbox" name="compensationEnabled" defaultChecked={settings.compensationEnabled} />{" "}
            {t("admin.settings.compensationEnabled")}
          </label>
          {text("compensationPercent", settings.compensationPercent, {
            inputMode: "numeric",
            hint: t("admin.settings.compensationPercentHint"),
          })}
          {text("receiptWindowDays", settings.receiptWindowDays, {
            inputMode: "numeric",
            hint: t("admin.settings.receiptWindowDaysHint"),
          })}
          {text("lowStockThreshold", settings.lowStockThreshold, {
            inputMode: "numeric",
            hint: t("admin.settings.lowStockThresholdHint"),
          })}
        </fieldset>
        <RiskRulesFields rules={settings.riskRules} errors={fieldErrors} />
        <fieldset className="admin-card">
          <legend>{t("admin.settings.supportRefunds")}</legend>
          <p className="field__hint">{t("admin.settings.supportRefundsHint")}</p>
          {text("supportRefundLimitBrl", (settings.supportRefundLimitCents.BRL / 100).toFixed(2), {
            inputMode: "decimal",
          })}
          {text("supportRefundLimitUsd", (settings.supportRefundLimitCents.USD / 100).toFixed(2), {
            inputMode: "decimal",
          })}
        </fieldset>
        <fieldset className="admin-card">
          <legend>{t("admin.settings.passkeysLegend")}</legend>
          <label>
            <input
              type="checkbox"
              name="adminPasskeysOnly"
              defaultChecked={settings.adminPasskeysOnly}
              aria-describedby="admin-passkeys-only-hint"
            />{" "}
            {t("admin.settings.adminPasskeysOnly")}
          </label>
          <p className="field__hint" id="admin-passkeys-only-hint">
            {t("admin.settings.adminPasskeysOnlyHint")}
          </p>
          {fieldErrors.adminPasskeysOnly?.map((message) => (
            <p className="field__error" key={message}>
              {message}
            </p>
          ))}
        </fieldset>
        <fieldset className="admin-card">
          <legend>{t("admin.settings.contact")}</legend>
          {text("contactEmail", settings.contactEmail, { type: "email" })}
          {text("whatsappNumber", settings.whatsappNumber, { inputMode: "numeric" })}
          {text("communityUrl", settings.communityUrl, { type: "url" })}
        </fieldset>
        <fieldset className="admin-card">
          <legend>{t("admin.settings.supportHours")}</legend>
          <p className="field__hint">{t("admin.settings.supportHoursHint")}</p>
          <fieldset
            className="admin-days"
            aria-describedby={fieldErrors.supportDays ? "support-days-errors" : undefined}
          >
            <legend>{t("admin.settings.supportDays")}</legend>
            {WEEKDAYS.map((day) => (
              <label key={day}>
                <input
                  type="checkbox"
                  name="supportDays"
                  value={day}
                  defaultChecked={settings.supportHours.days.includes(day)}
                />{" "}
                {weekdayName(language, day)}
              </label>
            ))}
            {fieldErrors.supportDays ? (
              <ul id="support-days-errors" className="field__errors">
                {fieldErrors.supportDays.map((message) => (
                  <li key={message}>{message}</li>
                ))}
              </ul>
            ) : null}
          </fieldset>
          {text("supportOpens", settings.supportHours.opens, { type: "time" })}
          {/* A time field has no 24:00: midnight at the end of the day is its 00:00. */}
          {text("supportCloses", settings.supportHours.closes === "24:00" ? "00:00" : settings.supportHours.closes, {
            type: "time",
            hint: t("admin.settings.supportClosesHint"),
          })}
        </fieldset>
        <fieldset className="admin-card">
          <legend>{t("admin.settings.social")}</legend>
          {text("instagramUrl", settings.instagramUrl, { type: "url" })}
          {text("discordUrl", settings.discordUrl, { type: "url" })}
        </fieldset>
        <fieldset className="admin-card">
          <legend>{t("admin.settings.marketing")}</legend>
          {text("customersCount", settings.customersCount)}
          {text("yearsInMarket", settings.yearsInMarket)}
          {text("foundedYear", settings.foundedYear, { inputMode: "numeric" })}
        </fieldset>
        <fieldset className="admin-card">
          <legend>{t("admin.settings.featured")}</legend>
          <p className="field__hint">{t("admin.settings.featuredHint")}</p>
          {FEATURED_SLOTS.map((slot, index) => (
            <SelectField
              key={slot}
              label={t("admin.settings.featuredSlot", { n: index + 1 })}
              name={slot}
              allLabel={t("admin.settings.noGame")}
              defaultValue={String(featured[index] ?? "")}
              options={gameOptions}
            />
          ))}
        </fieldset>
        <SubmitButton busy={busy} label={t("admin.common.save")} busyLabel={t("admin.common.saving")} />
      </Form>
    </>
  );
}
