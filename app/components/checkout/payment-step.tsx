// The payment step, on /checkout and on a pending order's page ("pay now"): choose the method,
// Finalize, then pay on the card form here (credit card) or on the payment page (debit card). The
// shopper can go back from the card form and pick another method: the server pays the same pending
// order with a new session. After a card payment the success page takes over at once, at its top.
import { Link, useFetcher, useNavigate } from "@remix-run/react";
import { paymentMethodText } from "@shared/vocabulary/payment-methods";
import type { PaymentMethod } from "@workers/db/schema";
import type { PaymentStepData } from "@workers/orders/http/payment-step-page.server";
import type { PixCode } from "@workers/payments/provider";
import { Fragment, lazy, Suspense, useEffect, useRef, useState } from "react";
import { FormAlert } from "~/components/form/form-alert";
import { PolicyConsent } from "~/components/policy-consent";
import { useTranslation } from "~/i18n/use-translation";
import { checkedInPage } from "~/lib/adopt-field";
import { type ErrorBody, isErrorBody } from "~/lib/error-body";
import { pressOnce } from "~/lib/press-once-script";
import { PixDialog } from "./pix-dialog";
import { SandboxCardForm } from "./sandbox-card-form";
import { StripeEmbeddedCheckout } from "./stripe-embedded";

const METHOD_FIELD = "metodo_pagamento";

// Loaded only when a Pix code is shown, so the card path's first load does not carry the QR encoder.
const PixPanel = lazy(() => import("./pix-panel"));

/** What the actions behind the step answer: the embedded session (or a Pix code), or a refusal. */
type OpenedSession = { sessionId: string; clientSecret: string; pix?: PixCode | null };
type StepAnswer = OpenedSession | ErrorBody;

function isOpenedSession(answer: StepAnswer | undefined): answer is OpenedSession {
  return answer !== undefined && "sessionId" in answer;
}

export interface PaymentBlock {
  message: string;
  /** Where the shopper fixes it (the games list for an empty cart, the cart for a changed one). */
  link?: { to: string; label: string };
}

export function PaymentStep({
  action,
  amount,
  block,
  data,
  liveSession,
  answerWithoutScript,
  children,
}: {
  /** The route whose action starts the attempt. */
  action: string;
  /** The total, formatted for the Pay button. */
  amount: string;
  /** Why the step cannot be finalized right now, if it cannot. */
  block: PaymentBlock | null;
  data: PaymentStepData;
  /** The order's live session when the page opened (a reload, another tab): shown at once, as if just finalized. */
  liveSession?: OpenedSession | null;
  /** The action's answer when the form was posted without JavaScript. */
  answerWithoutScript?: StepAnswer;
  /** Shown above the methods (a notice about the order being paid). */
  children?: React.ReactNode;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const fetcher = useFetcher<StepAnswer>();
  // The session the page opened with; the page's later reloads of its data do not bring it back once left.
  const [opened] = useState(() => answerWithoutScript ?? liveSession ?? undefined);
  // A session answered to a form posted without JavaScript was asked for with its method: the page
  // says so; otherwise the step starts on its first method (Pix for reais, paymentStepData).
  const first = data.methods[0] ?? "credit_card";
  const posted: PaymentMethod = isOpenedSession(opened) ? (opened.pix ? "pix" : "credit_card") : first;
  const [method, setMethod] = useState<PaymentMethod>(() => checkedInPage(METHOD_FIELD, data.methods, posted));
  const [pixOpen, setPixOpen] = useState(false);
  // The answer whose card form the shopper left to choose another method.
  const [leftAnswer, setLeftAnswer] = useState<StepAnswer | null>(null);
  const finalize = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);

  const answer = fetcher.data ?? answerWithoutScript ?? opened;
  const session = isOpenedSession(answer) && answer !== leftAnswer ? answer : null;
  const refusal = isErrorBody(answer) ? answer.message : null;
  const processing = fetcher.state !== "idle";

  // Back from the card form, or a refusal: the focus goes (back) to Finalize.
  useEffect(() => {
    if (session || !returnFocus.current) return;
    returnFocus.current = false;
    finalize.current?.focus();
  });
  useEffect(() => {
    if (refusal && fetcher.state === "idle" && document.activeElement === document.body) finalize.current?.focus();
  }, [refusal, fetcher.state]);

  return (
    <section className="checkout-payment surface" aria-labelledby="checkout-payment-title">
      <h2 id="checkout-payment-title">
        {session?.pix ? t("pix.title") : session ? t("checkout.cardTitle") : t("checkout.paymentMethod")}
      </h2>
      {session?.pix ? (
        <Suspense fallback={<p aria-busy="true">{t("checkout.processing")}</p>}>
          <PixPanel
            // A new code is a new panel: its watch starts again.
            key={session.sessionId}
            sessionId={session.sessionId}
            pix={session.pix}
            sandbox={data.cardForm.kind === "sandbox"}
            onPaid={() => navigate(`/checkout-success?session_id=${encodeURIComponent(session.sessionId)}`)}
            onChangeMethod={() => {
              returnFocus.current = true;
              setLeftAnswer(session);
            }}
            renew={
              // The same attempt as Finalize with Pix: the order's live code, or a new one.
              <fetcher.Form
                method="post"
                action={action}
                onSubmit={(event) => {
                  if (processing) event.preventDefault();
                }}
              >
                <input type="hidden" name={METHOD_FIELD} value="pix" />
                <button type="submit" className="button" aria-busy={processing || undefined}>
                  {processing ? t("checkout.processing") : t("pix.newCode")}
                </button>
              </fetcher.Form>
            }
          />
        </Suspense>
      ) : session ? (
        <>
          {data.cardForm.kind === "sandbox" ? (
            <>
              <SandboxCardForm
                sessionId={session.sessionId}
                amount={amount}
                onPaid={() => navigate(`/checkout-success?session_id=${encodeURIComponent(session.sessionId)}`)}
              />
              <noscript>
                <p className="checkout-payment__noscript">{t("checkout.noScript")}</p>
              </noscript>
            </>
          ) : (
            <StripeEmbeddedCheckout publishableKey={data.cardForm.publishableKey} clientSecret={session.clientSecret} />
          )}
          <button
            type="button"
            className="button button--ghost checkout-payment__change"
            onClick={() => {
              returnFocus.current = true;
              setLeftAnswer(session);
            }}
          >
            {t("paymentStep.changeMethod")}
          </button>
        </>
      ) : (
        <fetcher.Form
          method="post"
          action={action}
          className="checkout-form"
          {...pressOnce}
          onSubmit={(event) => {
            // One attempt at a time, and none while blocked: the button keeps the focus instead of
            // being disabled under it.
            if (processing || block) return event.preventDefault();
            // A store that switched Pix off: the modal says how to pay with it instead.
            if (method !== "pix" || data.pixEnabled) return;
            event.preventDefault();
            setPixOpen(true);
          }}
        >
          {children}
          <fieldset className="payment-methods">
            <legend className="visually-hidden">{t("checkout.paymentMethod")}</legend>
            {data.methods.map((value) => {
              const note = value === "pix" && !data.pixInThisCurrency;
              return (
                <Fragment key={value}>
                  <label className="payment-method">
                    <input
                      type="radio"
                      name={METHOD_FIELD}
                      value={value}
                      checked={method === value}
                      aria-describedby={note ? "pix-currency-note" : undefined}
                      onChange={() => {
                        setMethod(value);
                        if (value === "pix" && !data.pixEnabled) setPixOpen(true);
                      }}
                    />
                    <span>{paymentMethodText(t, value)}</span>
                  </label>
                  {note ? (
                    <p className="payment-method__note" id="pix-currency-note">
                      {t("pix.brlOnly")}
                    </p>
                  ) : null}
                </Fragment>
              );
            })}
          </fieldset>
          {block || refusal ? (
            <FormAlert kind="error">
              <p>{block?.message ?? refusal}</p>
              {block?.link ? <Link to={block.link.to}>{block.link.label}</Link> : null}
            </FormAlert>
          ) : null}
          {/* Paying here is where the terms are accepted, on /checkout and when paying a pending order. */}
          <PolicyConsent text={t("policies.checkoutConsent")} policies={["terms", "refunds"]} />
          <button
            ref={finalize}
            type="submit"
            className="button checkout-form__submit"
            aria-disabled={processing || block !== null || undefined}
            aria-busy={processing || undefined}
          >
            {processing ? t("checkout.processing") : t("checkout.finalize")}
          </button>
        </fetcher.Form>
      )}
      <PixDialog
        open={pixOpen}
        onClose={() => setPixOpen(false)}
        whatsappUrl={data.whatsappUrl}
        communityUrl={data.communityUrl}
      />
    </section>
  );
}
