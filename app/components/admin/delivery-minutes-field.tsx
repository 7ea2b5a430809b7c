import { Field } from "~/components/form/field";
import { useTranslation } from "~/i18n/use-translation";

/** A coin offer's or item's own delivery promise in minutes; empty keeps the store's default. */
export function DeliveryMinutesField({ value, errors }: { value: number | null | undefined; errors?: string[] }) {
  const { t } = useTranslation();
  return (
    <Field
      label={t("orderTrust.fields.deliveryMinutes")}
      hint={t("orderTrust.fields.deliveryMinutesHint")}
      name="deliveryMinutes"
      inputMode="numeric"
      defaultValue={value ?? ""}
      errors={errors}
    />
  );
}
