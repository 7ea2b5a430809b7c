// The embedded card form of the local payment sandbox (development without a Stripe key). It sends
// the card number to POST /api/sandbox/sessions/{id}/pay, which answers like Stripe: Stripe's test
// cards succeed or are declined with Stripe's own message, shown here as the provider's message.
import { useEffect, useRef, useState } from "react";
import { Field } from "~/components/form/field";
import { FormAlert } from "~/components/form/form-alert";
import { useTranslation } from "~/i18n/use-translation";
import { isErrorBody } from "~/lib/error-body";
import { formValues } from "~/lib/forms";
import { useHydrated } from "~/lib/use-hydrated";

type PayState = { status: "idle" | "paying" } | { status: "failed"; message: string };

export function SandboxCardForm({
  sessionId,
  amount,
  onPaid,
}: {
  sessionId: string;
  /** The total, formatted for the Pay button. */
  amount: string;
  onPaid: () => void;
}) {
  const { t } = useTranslation();
  const [state, setState] = useState<PayState>({ status: "idle" });
  // The card number is only ever sent by the script below: until it runs, Pay is disabled (and the
  // form posts, so a card number could never end up in an address).
  const hydrated = useHydrated();
  // The form appears after Finalize, in place of the button that was used: the focus moves on to it.
  const cardNumber = useRef<HTMLInputElement>(null);
  useEffect(() => cardNumber.current?.focus(), []);

  const pay = async (values: Record<string, string>) => {
    if (!values.card_number?.trim() || !values.expiry?.trim() || !values.cvc?.trim()) {
      setState({ status: "failed", message: t("checkout.cardMissing") });
      return;
    }
    setState({ status: "paying" });
    try {
      const response = await fetch(`/api/sandbox/sessions/${encodeURIComponent(sessionId)}/pay`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ card_number: values.card_number }),
      });
      if (response.ok) {
        // The button stays busy while the success page loads.
        onPaid();
        return;
      }
      const body: unknown = await response.json().catch(() => null);
      const message =
        response.status === 401
          ? t("checkout.notAuthenticated")
          : isErrorBody(body)
            ? body.message
            : t("checkout.cardFailed");
      setState({ status: "failed", message });
    } catch {
      setState({ status: "failed", message: t("checkout.cardFailed") });
    }
  };

  const paying = state.status === "paying";
  return (
    <form
      method="post"
      className="card-form"
      noValidate
      aria-busy={paying}
      onSubmit={(event) => {
        event.preventDefault();
        if (!paying) pay(formValues(event.currentTarget));
      }}
    >
      <p className="card-form__notice">{t("checkout.sandboxNotice")}</p>
      {state.status === "failed" ? <FormAlert kind="error">{state.message}</FormAlert> : null}
      <Field
        ref={cardNumber}
        name="card_number"
        label={t("checkout.cardNumber")}
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="4242 4242 4242 4242"
        maxLength={23}
        required
      />
      <div className="card-form__row">
        <Field
          name="expiry"
          label={t("checkout.cardExpiry")}
          autoComplete="cc-exp"
          placeholder="12/34"
          maxLength={7}
          required
        />
        <Field
          name="cvc"
          label={t("checkout.cardCvc")}
          inputMode="numeric"
          autoComplete="cc-csc"
          maxLength={4}
          required
        />
      </div>
      <button type="submit" className="button card-form__pay" disabled={!hydrated || paying} aria-busy={paying}>
        {paying ? t("checkout.processing") : t("checkout.pay", { amount })}
      </button>
    </form>
  );
}
