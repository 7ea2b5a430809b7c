// What the payment step needs from the server, on /checkout and on a pending order's page alike:
// which card form to show, and the support links of the pix dialog.
import type { AppLoadContext } from "@remix-run/cloudflare";
import { isSandboxEnabled } from "@workers/services/payments/provider-for-env";
import type { StoreSettings } from "@workers/services/settings/store-settings";
import type { Translate } from "~/i18n/translator";

export function paymentStepData(context: AppLoadContext, settings: StoreSettings, t: Translate) {
  const env = context.cloudflare.env;
  const whatsappText = new URLSearchParams({ text: t("checkout.pixWhatsappMessage") });
  return {
    whatsappUrl: `https://wa.me/${settings.whatsappNumber}?${whatsappText}`,
    communityUrl: settings.communityUrl,
    // The embedded card form: the local sandbox's, or Stripe's with the publishable key.
    cardForm: isSandboxEnabled(env)
      ? ({ kind: "sandbox" } as const)
      : ({ kind: "stripe", publishableKey: env.STRIPE_PUBLISHABLE_KEY } as const),
  };
}

export type PaymentStepData = ReturnType<typeof paymentStepData>;
