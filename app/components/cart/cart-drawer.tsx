// The cart drawer (spec section 2: a side panel, 420 px wide on wide screens, full width on phones),
// opened by the header's cart button for a signed-in shopper. It reads the same server cart as the
// /cart page, through /resources/cart, and changes it through the /cart action.
import { useLocation } from "@remix-run/react";
import { createContext, Suspense, useCallback, useContext, useEffect, useMemo, useState } from "react";
import { lazyWithTexts } from "~/i18n/lazy-texts";

// The drawer, its contents and their texts load when it first opens, not with every page.
const CartDrawerPanel = lazyWithTexts(["cartDrawer"], () => import("./cart-drawer-panel"));

interface CartDrawerApi {
  open: () => void;
  /** Whether the drawer is showing (the chat button hides meanwhile). */
  isOpen: boolean;
}

const CartDrawerContext = createContext<CartDrawerApi>({ open: () => {}, isOpen: false });

export function useCartDrawer(): CartDrawerApi {
  return useContext(CartDrawerContext);
}

/** Fetches the drawer's code and texts ahead, when the shopper points at the cart button. */
export const preloadCartDrawer = CartDrawerPanel.preload;

export function CartDrawerProvider({ children }: { children: React.ReactNode }) {
  const [isOpen, setOpen] = useState(false);
  // Mounted from the first opening on, so that closing runs the dialog's own closing steps.
  const [used, setUsed] = useState(false);
  const location = useLocation();
  const open = useCallback(() => {
    setOpen(true);
    setUsed(true);
  }, []);
  const close = useCallback(() => setOpen(false), []);
  // Following a link from the drawer (checkout, browse games) closes it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every location change on purpose.
  useEffect(() => setOpen(false), [location.key]);
  const api = useMemo(() => ({ open, isOpen }), [open, isOpen]);
  return (
    <CartDrawerContext.Provider value={api}>
      {children}
      {used ? (
        <Suspense fallback={null}>
          <CartDrawerPanel open={isOpen} onClose={close} onReopen={open} />
        </Suspense>
      ) : null}
    </CartDrawerContext.Provider>
  );
}
