// What the payment step needs from the server, on /checkout and on a pending order's page alike:
// which card form to show, whether Pix is offered (and the support links of the pix dialog when it is
// not), and the action behind Finalize.
import { type AppLoadContext, redirect } from "@remix-run/cloudflare";
import type { Translate } from "@shared/i18n/translator";
import { checkoutSchema } from "@shared/orders/schemas";
import type { PaymentMethod } from "@workers/db/schema";
import type { PaymentAttemptResult } from "@workers/services/orders/payment-attempt";
import { paymentFlowFor } from "@workers/services/orders/payment-flow";
import type { CheckoutFlow } from "@workers/services/payments/provider";
import { isSandboxEnabled } from "@workers/services/payments/provider-for-env";
import type { StoreSettings } from "@workers/services/settings/store-settings";
import { readForm } from "./auth.server";
import { refusalAsData } from "./refusals.server";

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
    // The embedded card form: the local sandbox's, or Stripe's with the publishable key.
    cardForm: isSandboxEnabled(env)
      ? ({ kind: "sandbox" } as const)
      : ({ kind: "stripe", publishableKey: env.STRIPE_PUBLISHABLE_KEY } as const),
  };
}

export type PaymentStepData = ReturnType<typeof paymentStepData>;

/**
 * Finalize: reads the chosen method and starts the attempt with the flow the method uses
 * (payment-flow.ts). The redirect flow leaves for the payment page at once; the embedded flow
 * answers with the session the card form pays.
 */
export async function paymentStepAction(
  request: Request,
  start: (attempt: { paymentMethod: PaymentMethod; flow: CheckoutFlow }) => Promise<PaymentAttemptResult>,
) {
  const input = await readForm(request, checkoutSchema);
  if (!input.ok) return input.response;
  const method = input.data.metodo_pagamento;
  return refusalAsData(request, async () => {
    const result = await start({ paymentMethod: method, flow: paymentFlowFor(method) });
    if (result.session.url) return redirect(result.session.url);
    return {
      sessionId: result.session.sessionId,
      clientSecret: result.session.clientSecret ?? "",
      // A Pix code the store shows itself (the sandbox's): the Pix panel on the page.
      pix: result.session.pix,
    };
  });
}
