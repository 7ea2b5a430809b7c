// What the payment step needs from the server, on /checkout and on a pending order's page alike:
// which card form to show, whether Pix is offered (and the support links of the pix dialog when it is
// not), and the action behind Finalize.
import { type AppLoadContext, redirect } from "@remix-run/cloudflare";
import type { Translate } from "@shared/i18n/translator";
import { checkoutSchema, PAYMENT_METHODS } from "@shared/orders/schemas";
import type { PaymentMethod } from "@workers/db/schema";
import { readForm } from "@workers/edge/page-input.server";
import { paymentAttemptDepsOf } from "@workers/orders/http/checkout-for-request";
import type { PaymentAttemptDeps, PaymentChoice } from "@workers/orders/payment-actions";
import type { PaymentAttemptResult } from "@workers/orders/payment-attempt";
import { paymentFlowFor } from "@workers/orders/payment-flow";
import { isSandboxEnabled } from "@workers/payments/provider-for-env";
import type { StoreSettings } from "@workers/settings/store-settings";

/** `currency`: what the order is (or the cart will be) charged in; Pix pays reais only. */
export function paymentStepData(context: AppLoadContext, settings: StoreSettings, t: Translate, currency: string) {
  const env = context.cloudflare.env;
  const whatsappText = new URLSearchParams({ text: t("checkout.pixWhatsappMessage") });
  return {
    whatsappUrl: `https://wa.me/${settings.whatsappNumber}?${whatsappText}`,
    communityUrl: settings.communityUrl,
    // Off: choosing Pix opens the dialog that sends the shopper to support instead.
    pixEnabled: settings.pixEnabled,
    // Said beside Pix, where it is chosen, rather than after Finalize is pressed.
    pixInThisCurrency: currency === "BRL",
    methods: paymentMethodsFor(currency, settings.pixEnabled),
    // The embedded card form: the local sandbox's, or Stripe's with the publishable key.
    cardForm: isSandboxEnabled(env)
      ? ({ kind: "sandbox" } as const)
      : ({ kind: "stripe", publishableKey: env.STRIPE_PUBLISHABLE_KEY } as const),
  };
}

export type PaymentStepData = ReturnType<typeof paymentStepData>;

/**
 * The methods in the order the step offers them, the first one chosen: Pix first for a shopper
 * paying in reais while the store takes it (how most Brazilians pay online), a card first otherwise.
 */
function paymentMethodsFor(currency: string, pixEnabled: boolean): readonly PaymentMethod[] {
  if (currency !== "BRL" || !pixEnabled) return PAYMENT_METHODS;
  return ["pix", ...PAYMENT_METHODS.filter((method) => method !== "pix")];
}

/**
 * Finalize: reads the chosen method and starts the attempt (checkoutAction or payPendingOrderAction)
 * with the flow the store's pages use for it (payment-flow.ts). The redirect flow leaves for the
 * payment page at once; the embedded flow answers with the session the card form pays.
 */
export async function paymentStepAction(
  request: Request,
  context: AppLoadContext,
  start: (deps: PaymentAttemptDeps, choice: PaymentChoice) => Promise<PaymentAttemptResult>,
) {
  const { paymentMethod } = await readForm(request, checkoutSchema);
  const result = await start(paymentAttemptDepsOf(context), { paymentMethod, flow: paymentFlowFor(paymentMethod) });
  if (result.session.url) return redirect(result.session.url);
  return openedSession(result);
}

/** A session the page pays itself: the card form's, or a Pix code the store shows (the sandbox's) in the Pix panel. */
export function openedSession(result: PaymentAttemptResult) {
  return {
    sessionId: result.session.sessionId,
    clientSecret: result.session.clientSecret ?? "",
    pix: result.session.pix,
  };
}
