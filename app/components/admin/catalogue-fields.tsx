import { priceText } from "@workers/services/admin/form-fields";
import { Field } from "~/components/form/field";

/** A price typed as "39.90" or "39,90" (the `priceCents` rule), showing the stored `cents` when editing. */
export function PriceField({
  label,
  name,
  cents,
  errors,
}: {
  label: string;
  name: string;
  cents: number | undefined;
  errors: string[] | undefined;
}) {
  return (
    <Field
      label={label}
      name={name}
      inputMode="decimal"
      defaultValue={cents === undefined ? undefined : priceText(cents)}
      required
      errors={errors}
    />
  );
}

/** An entry's position among its game's entries (`sortOrder`: a whole number, empty is 0). */
export function PositionField({
  label,
  position,
  errors,
}: {
  label: string;
  position: number | undefined;
  errors: string[] | undefined;
}) {
  return <Field label={label} name="sortOrder" inputMode="numeric" defaultValue={position ?? 0} errors={errors} />;
}
