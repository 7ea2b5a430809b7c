// The owner's risk rules on /admin/settings (issue 51): each rule on or off with its value, and the
// hours a held order waits for a manager. Read by shared/admin/settings-form.ts (riskFields).
import { CURRENCIES } from "@shared/currencies";
import { PROVIDER_RISK_LEVELS, type RiskRules } from "@shared/orders/risk-rules";
import { useId } from "react";
import { SelectField } from "~/components/admin/select-field";
import { describedControl, Field, FieldFrame } from "~/components/form/field";
import { useTranslation } from "~/i18n/use-translation";

type Errors = Partial<Record<string, string[]>>;

/** An amount in minor units as the form shows it ("500.00"). */
const amount = (cents: number) => (cents / 100).toFixed(2);

export function RiskRulesFields({ rules, errors }: { rules: RiskRules; errors: Errors }) {
  const { t } = useTranslation();
  const domainsId = useId();
  const label = (key: string) => t(`riskHolds.settings.${key}`);
  const check = (name: string, key: string, on: boolean) => (
    <label>
      <input type="checkbox" name={name} defaultChecked={on} /> {label(key)}
    </label>
  );
  const domainErrors = errors.riskDisposableDomains ?? [];
  return (
    <fieldset className="admin-card" data-testid="risk-rules">
      <legend>{label("legend")}</legend>
      <p className="field__hint">{label("hint")}</p>
      {check("riskFirstOrderOn", "firstOrderOn", rules.firstOrderAbove.on)}
      {CURRENCIES.map((currency) => (
        <Field
          key={currency}
          label={label(`firstOrderAbove${currency}`)}
          name={`riskFirstOrderAbove${currency}`}
          inputMode="decimal"
          defaultValue={amount(rules.firstOrderAbove[currency])}
          errors={errors[`riskFirstOrderAbove${currency}`]}
        />
      ))}
      {check("riskCountryMismatchOn", "countryMismatchOn", rules.countryMismatch.on)}
      {check("riskDisposableEmailOn", "disposableEmailOn", rules.disposableEmail.on)}
      <FieldFrame
        id={domainsId}
        label={label("disposableDomains")}
        hint={label("disposableDomainsHint")}
        errors={domainErrors}
      >
        <textarea
          name="riskDisposableDomains"
          rows={5}
          defaultValue={rules.disposableEmail.domains.join("\n")}
          {...describedControl(domainsId, label("disposableDomainsHint"), domainErrors)}
        />
      </FieldFrame>
      {check("riskFailedPaymentsOn", "failedPaymentsOn", rules.failedPayments.on)}
      <Field
        label={label("failedPayments")}
        name="riskFailedPayments"
        inputMode="numeric"
        defaultValue={rules.failedPayments.count}
        errors={errors.riskFailedPayments}
      />
      {check("riskProviderOn", "providerOn", rules.providerRisk.on)}
      <SelectField
        label={label("providerLevel")}
        name="riskProviderLevel"
        defaultValue={rules.providerRisk.level}
        options={PROVIDER_RISK_LEVELS.map((level) => ({
          value: level,
          label: t(`riskHolds.settings.providerLevels.${level}`),
        }))}
        errors={errors.riskProviderLevel}
      />
      <Field
        label={label("reviewHours")}
        name="riskReviewHours"
        inputMode="numeric"
        defaultValue={rules.reviewHours}
        hint={label("reviewHoursHint")}
        errors={errors.riskReviewHours}
      />
    </fieldset>
  );
}
