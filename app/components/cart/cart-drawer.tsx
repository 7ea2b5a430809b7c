// The cart drawer (spec section 2: a side panel, 420 px wide on wide screens, full width on phones),
// opened by the header's cart button for a signed-in shopper. It reads the same server cart as the
// /cart page, through /resources/cart, and changes it through the /cart action.
import { useLocation } from "@remix-run/react";
import { createContext, Suspense, useCallback, useContext, useEffect, useMemo, useState } from "react";
import { Dialog } from "~/components/dialog";
import { lazyWithTexts } from "~/i18n/lazy-texts";
import { useTranslation } from "~/i18n/use-translation";

// The drawer's contents and their texts load when it first opens, not with every page.
const CartDrawerBody = lazyWithTexts(
  ["shopping", "cartUndo", "lines", "vocabulary"],
  () => import("./cart-drawer-body"),
);

interface CartDrawerApi {
  open: () => void;
  /** Whether the drawer is showing (the chat button hides meanwhile). */
  isOpen: boolean;
}

const CartDrawerContext = createContext<CartDrawerApi>({ open: () => {}, isOpen: false });

export function useCartDrawer(): CartDrawerApi {
  return useContext(CartDrawerContext);
}

export function CartDrawerProvider({ children }: { children: React.ReactNode }) {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useState(false);
  const location = useLocation();
  const open = useCallback(() => setOpen(true), []);
  const close = useCallback(() => setOpen(false), []);
  // Following a link from the drawer (checkout, browse games) closes it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every location change on purpose.
  useEffect(() => setOpen(false), [location.key]);
  const api = useMemo(() => ({ open, isOpen }), [open, isOpen]);
  return (
    <CartDrawerContext.Provider value={api}>
      {children}
      <Dialog
        open={isOpen}
        onClose={close}
        title={t("cart.title")}
        closeLabel={t("cart.close")}
        className="cart-drawer"
      >
        <Suspense fallback={<p className="cart-drawer__status">{t("cart.loading")}</p>}>
          <CartDrawerBody onClose={close} onReopen={open} />
        </Suspense>
      </Dialog>
    </CartDrawerContext.Provider>
  );
}
