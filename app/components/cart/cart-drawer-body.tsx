// The cart drawer's contents (see cart-drawer-panel.tsx): the cart from
// /resources/cart, or its loading, error and signed-out states.
import { useFetcher } from "@remix-run/react";
import { useEffect } from "react";
import { useAuthModal } from "~/components/auth/auth-modal";
import { useTranslation } from "~/i18n/use-translation";
import type { loader as cartResourceLoader } from "~/routes/resources.cart";
import { CartContents } from "./cart-contents";

/** Mounted only while the drawer is open: every opening loads the cart afresh (prices may have moved). */
export default function CartDrawerBody({ onClose, onReopen }: { onClose: () => void; onReopen: () => void }) {
  const { t } = useTranslation();
  const fetcher = useFetcher<typeof cartResourceLoader>();
  const { open: openLogin } = useAuthModal();
  // biome-ignore lint/correctness/useExhaustiveDependencies: loads once per opening; `fetcher.load` is not stable.
  useEffect(() => {
    fetcher.load("/resources/cart");
  }, []);

  const answer = fetcher.data;
  if (!answer) {
    return (
      <p className="cart-drawer__status" role="status">
        {t("cart.loading")}
      </p>
    );
  }
  if (answer.status === "error") {
    return (
      <div className="cart-drawer__status" role="alert">
        <p>{t("cart.loadError")}</p>
        <button type="button" className="button" onClick={() => fetcher.load("/resources/cart")}>
          {t("cart.retry")}
        </button>
      </div>
    );
  }
  if (answer.status === "signed_out") {
    // The session ended since the page loaded: sign in again, then the drawer comes back.
    return (
      <div className="cart-drawer__status">
        <p>{t("cart.loginPrompt")}</p>
        <button
          type="button"
          className="button"
          onClick={() => {
            onClose();
            openLogin({ onSignedIn: onReopen });
          }}
        >
          {t("cart.login")}
        </button>
      </div>
    );
  }
  return <CartContents cart={answer.cart} currency={answer.currency} variant="drawer" />;
}
