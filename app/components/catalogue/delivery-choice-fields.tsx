// How the shopper wants the coins handed over (issue 49), inside the purchase form every buy button
// submits: a game with several methods asks which (a radio group), with one it says which is used,
// with none it asks nothing. The details a method needs (the character name, a time window) are
// asked beside it; without the page's code every detail any method needs is shown, and the server
// keeps only those of the method chosen (workers/delivery/methods.ts).
import { MAX_DELIVERY_FIELD_LENGTH } from "@shared/orders/delivery-choice";
import type { OfferedMethod } from "@workers/delivery/methods";
import { useState } from "react";
import { Field } from "~/components/form/field";
import { useTranslation } from "~/i18n/use-translation";
import { typedText } from "~/lib/error-body";

/** The wire names of the choice's fields (POST /api/cart takes the same). */
export const DELIVERY_FIELDS = ["delivery_method", "character_name", "time_window"];

function FieldErrors({ id, errors }: { id: string; errors: string[] }) {
  if (errors.length === 0) return null;
  return (
    <ul className="field__errors" id={id}>
      {errors.map((message) => (
        <li key={message}>{message}</li>
      ))}
    </ul>
  );
}

/** A refused add's messages about one field, and what the field had (the purchase form's answer). */
interface Refusals {
  errorsOf: (field: string) => string[];
  answer: unknown;
}

function DetailField({
  name,
  label,
  hint,
  refusals: { errorsOf, answer },
}: {
  name: "character_name" | "time_window";
  label: string;
  hint: string;
  refusals: Refusals;
}) {
  return (
    <Field
      id={`delivery-${name}`}
      className="delivery-choice__detail"
      label={label}
      hint={hint}
      name={name}
      maxLength={MAX_DELIVERY_FIELD_LENGTH}
      autoComplete="off"
      defaultValue={typedText(answer, name)}
      errors={errorsOf(name)}
    />
  );
}

export function DeliveryChoiceFields({
  methods,
  hydrated,
  refusals,
}: {
  methods: OfferedMethod[];
  hydrated: boolean;
  refusals: Refusals;
}) {
  const { t } = useTranslation();
  const typedMethod = Number(typedText(refusals.answer, "delivery_method")) || null;
  const [chosenId, setChosenId] = useState<number | null>(
    methods.length === 1 ? (methods[0]?.id ?? null) : (methods.find((method) => method.id === typedMethod)?.id ?? null),
  );
  const methodErrors = refusals.errorsOf("delivery_method");
  if (methods.length === 0) return null;
  const chosen = methods.find((method) => method.id === chosenId);
  // Without the page's code nothing follows the radios: every detail some method needs is there.
  const asks = (need: "asksCharacterName" | "asksTimeWindow") =>
    hydrated ? Boolean(chosen?.[need]) : methods.some((method) => method[need]);
  const details = (
    <>
      {asks("asksCharacterName") ? (
        <DetailField
          name="character_name"
          label={t("delivery.choose.characterName")}
          hint={t("delivery.choose.characterNameHint")}
          refusals={refusals}
        />
      ) : null}
      {asks("asksTimeWindow") ? (
        <DetailField
          name="time_window"
          label={t("delivery.choose.timeWindow")}
          hint={t("delivery.choose.timeWindowHint")}
          refusals={refusals}
        />
      ) : null}
    </>
  );
  const only = methods.length === 1 ? methods[0] : undefined;
  if (only) {
    return (
      <div className="delivery-choice" data-testid="delivery-choice">
        <p className="delivery-choice__only">{t("delivery.choose.only", { method: only.label })}</p>
        {details}
      </div>
    );
  }
  return (
    <fieldset
      className="delivery-choice"
      data-testid="delivery-choice"
      aria-describedby={methodErrors.length > 0 ? "delivery-method-errors" : undefined}
    >
      <legend>{t("delivery.choose.legend")}</legend>
      <div className="delivery-choice__methods">
        {methods.map((method) => (
          <label key={method.id} className="delivery-choice__method">
            <input
              type="radio"
              name="delivery_method"
              value={method.id}
              checked={method.id === chosenId}
              onChange={() => setChosenId(method.id)}
              aria-invalid={methodErrors.length > 0 || undefined}
            />
            {method.label}
          </label>
        ))}
      </div>
      <FieldErrors id="delivery-method-errors" errors={methodErrors} />
      {details}
    </fieldset>
  );
}
