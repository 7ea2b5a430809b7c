// The fields of a stock change (issue 50), on an offer's stock form and the stock page's bulk form
// alike: set, add, remove or make unlimited; how many; and the reason the history keeps.
import { Field } from "~/components/form/field";
import { useTranslation } from "~/i18n/use-translation";

const CHANGES = ["set", "add", "remove", "unlimited"] as const;

export function StockChangeFields({
  quantityHint,
  errors,
  typed = () => "",
}: {
  quantityHint: string;
  /** The refusal's messages for a field. */
  errors: (field: string) => string[];
  /** What was typed in a field of a refused form posted without the page's script. */
  typed?: (field: string) => string;
}) {
  const { t } = useTranslation();
  const chosen = typed("change") || "set";
  return (
    <>
      <fieldset className="stock-form__changes">
        <legend>{t("stock.admin.change")}</legend>
        {CHANGES.map((change) => (
          <label key={change}>
            <input type="radio" name="change" value={change} defaultChecked={change === chosen} />{" "}
            {t(`stock.admin.changes.${change}`)}
          </label>
        ))}
      </fieldset>
      <Field
        label={t("stock.admin.quantity")}
        name="quantity"
        inputMode="numeric"
        hint={quantityHint}
        defaultValue={typed("quantity")}
        errors={errors("quantity")}
      />
      <Field
        label={t("stock.admin.reason")}
        name="reason"
        required
        maxLength={300}
        hint={t("stock.admin.reasonHint")}
        defaultValue={typed("reason")}
        errors={errors("reason")}
      />
    </>
  );
}
