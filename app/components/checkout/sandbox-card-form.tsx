// The embedded card form of the local payment sandbox (development without a Stripe key). It sends
// the card number to POST /api/sandbox/sessions/{id}/pay, which answers like Stripe: Stripe's test
// cards succeed or are declined with Stripe's own message, shown here as the provider's message.
// Stripe's 3-D Secure test card (4000 0027 6000 3184) first asks for the bank's authentication
// step, which the shopper completes or fails here; a failed one leaves the order payable again.
import { forwardRef, useEffect, useRef, useState } from "react";
import { Field } from "~/components/form/field";
import { FormAlert } from "~/components/form/form-alert";
import { useTranslation } from "~/i18n/use-translation";
import { isErrorBody } from "~/lib/error-body";
import { formValues } from "~/lib/forms";
import { useHydrated } from "~/lib/use-hydrated";

type PayState =
  | { status: "idle" | "paying" }
  | { status: "failed"; message: string }
  /** The bank asks the shopper to authenticate (3-D Secure) the card typed in. */
  | { status: "authenticating"; cardNumber: string };

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
    await send(values.card_number);
  };

  const send = async (cardNumber: string, threeDSecure?: "complete" | "fail") => {
    setState({ status: "paying" });
    try {
      const response = await fetch(`/api/sandbox/sessions/${encodeURIComponent(sessionId)}/pay`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ card_number: cardNumber, three_d_secure: threeDSecure }),
      });
      if (response.ok) {
        // The button stays busy while the success page loads.
        onPaid();
        return;
      }
      const body: unknown = await response.json().catch(() => null);
      if (isErrorBody(body) && body.error === "authentication_required") {
        setState({ status: "authenticating", cardNumber });
        return;
      }
      const message =
        response.status === 401
          ? t("checkout.notAuthenticated")
          : isErrorBody(body) && body.error === "payment_intent_authentication_failure"
            ? t("threeDSecure.failed")
            : isErrorBody(body)
              ? body.message
              : t("checkout.cardFailed");
      setState({ status: "failed", message });
    } catch {
      setState({ status: "failed", message: t("checkout.cardFailed") });
    }
  };

  const paying = state.status === "paying";
  if (state.status === "authenticating") {
    return <ThreeDSecureStep onAnswer={(answer) => send(state.cardNumber, answer)} />;
  }
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
      <CardField ref={cardNumber} name="card_number" />
      <div className="card-form__row">
        <CardField name="expiry" />
        <CardField name="cvc" />
      </div>
      <button type="submit" className="button card-form__pay" disabled={!hydrated || paying} aria-busy={paying}>
        {paying ? t("checkout.processing") : t("checkout.pay", { amount })}
      </button>
    </form>
  );
}

/** The card's fields: digits typed on a numeric keypad, each filled in from the browser's saved cards. */
const CARD_FIELDS: Record<
  "card_number" | "expiry" | "cvc",
  { label: string; autoComplete: string; placeholder?: string; maxLength: number; asTyped?: (text: string) => string }
> = {
  card_number: {
    label: "checkout.cardNumber",
    autoComplete: "cc-number",
    placeholder: "4242 4242 4242 4242",
    maxLength: 23,
    asTyped: cardNumberAsTyped,
  },
  expiry: {
    label: "checkout.cardExpiry",
    autoComplete: "cc-exp",
    placeholder: "12/34",
    maxLength: 5,
    asTyped: expiryAsTyped,
  },
  cvc: { label: "checkout.cardCvc", autoComplete: "cc-csc", maxLength: 4 },
};

const CardField = forwardRef<HTMLInputElement, { name: keyof typeof CARD_FIELDS }>(function CardField({ name }, ref) {
  const { t } = useTranslation();
  const { label, asTyped, ...input } = CARD_FIELDS[name];
  return (
    <Field
      ref={ref}
      name={name}
      label={t(label)}
      inputMode="numeric"
      required
      {...input}
      onChange={asTyped ? (event) => formatAsTyped(event.currentTarget, asTyped) : undefined}
    />
  );
});

/** A card number in groups of four as it is typed: "4242 4242 4242 4242" (up to 19 digits). */
function cardNumberAsTyped(text: string): string {
  const digits = text.replace(/\D/g, "").slice(0, 19);
  return digits.replace(/(\d{4})(?=\d)/g, "$1 ");
}

/**
 * An expiry as MM/YY once the year is begun: "12" stays "12" (so deleting the slash is never undone),
 * "123" becomes "12/3".
 */
function expiryAsTyped(text: string): string {
  const digits = text.replace(/\D/g, "").slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/** Rewrites the field's text in its shape, keeping the caret where it was when typing in the middle. */
function formatAsTyped(input: HTMLInputElement, shape: (text: string) => string) {
  const typed = input.value;
  const shaped = shape(typed);
  if (shaped === typed) return;
  const atEnd = input.selectionStart === typed.length;
  // The caret stays after the same number of digits.
  const digitsBefore = typed.slice(0, input.selectionStart ?? typed.length).replace(/\D/g, "").length;
  input.value = shaped;
  if (atEnd) return;
  let caret = 0;
  for (let seen = 0; caret < shaped.length && seen < digitsBefore; caret += 1) {
    if (/\d/.test(shaped.charAt(caret))) seen += 1;
  }
  input.setSelectionRange(caret, caret);
}

/** The bank's authentication page, as the sandbox plays it: the shopper passes or fails it. */
function ThreeDSecureStep({ onAnswer }: { onAnswer: (answer: "complete" | "fail") => void }) {
  const { t } = useTranslation();
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => title.current?.focus(), []);
  return (
    <section className="card-form" aria-labelledby="three-d-secure-title">
      <h3 id="three-d-secure-title" ref={title} tabIndex={-1}>
        {t("threeDSecure.title")}
      </h3>
      <p>{t("threeDSecure.text")}</p>
      <div className="dialog__actions">
        <button type="button" className="button" onClick={() => onAnswer("complete")}>
          {t("threeDSecure.complete")}
        </button>
        <button type="button" className="button button--ghost" onClick={() => onAnswer("fail")}>
          {t("threeDSecure.fail")}
        </button>
      </div>
    </section>
  );
}
