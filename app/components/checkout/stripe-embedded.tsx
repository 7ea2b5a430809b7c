// Stripe's embedded Checkout, used when a real STRIPE_SECRET_KEY is configured. Stripe.js can only be
// loaded from js.stripe.com (unreachable in development here), so this stays minimal: load the
// script, mount the form Stripe renders, and let Stripe send the shopper to /checkout-success.
// Development and tests use SandboxCardForm instead.
import { useEffect, useRef, useState } from "react";
import { FormAlert } from "~/components/form/form-alert";
import { useTranslation } from "~/i18n/use-translation";

const STRIPE_JS = "https://js.stripe.com/v3/";

/** The part of Stripe.js this component calls. */
interface StripeJs {
  initEmbeddedCheckout(options: { fetchClientSecret: () => Promise<string> }): Promise<{
    mount(element: HTMLElement): void;
    destroy(): void;
  }>;
}

declare global {
  interface Window {
    Stripe?: (publishableKey: string) => StripeJs;
  }
}

function loadStripeJs(): Promise<NonNullable<Window["Stripe"]>> {
  return new Promise((resolve, reject) => {
    if (window.Stripe) return resolve(window.Stripe);
    const script = document.createElement("script");
    script.src = STRIPE_JS;
    script.async = true;
    script.onload = () => (window.Stripe ? resolve(window.Stripe) : reject(new Error("Stripe.js did not load")));
    script.onerror = () => reject(new Error("Stripe.js did not load"));
    document.head.appendChild(script);
  });
}

export function StripeEmbeddedCheckout({
  publishableKey,
  clientSecret,
}: {
  publishableKey: string;
  clientSecret: string;
}) {
  const { t } = useTranslation();
  const container = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<"loading" | "ready" | "failed">("loading");

  useEffect(() => {
    let checkout: { destroy(): void } | undefined;
    let cancelled = false;
    loadStripeJs()
      .then((Stripe) => Stripe(publishableKey).initEmbeddedCheckout({ fetchClientSecret: async () => clientSecret }))
      .then((embedded) => {
        if (cancelled || !container.current) return embedded.destroy();
        embedded.mount(container.current);
        checkout = embedded;
        setState("ready");
      })
      .catch(() => setState("failed"));
    return () => {
      cancelled = true;
      checkout?.destroy();
    };
  }, [publishableKey, clientSecret]);

  return (
    <div className="stripe-embedded">
      {state === "loading" ? <p role="status">{t("checkout.stripeLoading")}</p> : null}
      {state === "failed" ? <FormAlert kind="error">{t("checkout.stripeUnavailable")}</FormAlert> : null}
      <div ref={container} />
    </div>
  );
}
