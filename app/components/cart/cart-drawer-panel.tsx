// The cart drawer's dialog, loaded when it first opens (see cart-drawer.tsx).
import { Dialog } from "~/components/dialog";
import { useTranslation } from "~/i18n/use-translation";
import CartDrawerBody from "./cart-drawer-body";

interface CartDrawerPanelProps {
  open: boolean;
  onClose: () => void;
  onReopen: () => void;
}

export default function CartDrawerPanel({ open, onClose, onReopen }: CartDrawerPanelProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onClose} title={t("cart.title")} closeLabel={t("cart.close")} className="cart-drawer">
      <CartDrawerBody onClose={onClose} onReopen={onReopen} />
    </Dialog>
  );
}
