// The warnings a press of a buy button may open (spec section 4): no nickname yet, or a price of zero.
// Loaded on demand by ./purchase.tsx.
import { Dialog } from "~/components/dialog";
import { useTranslation } from "~/i18n/use-translation";
import { formatMoney, usePageLanguage } from "~/lib/money";
import type { PurchaseWarning } from "./purchase";

export default function PurchaseDialogs({
  modal,
  onClose,
  currency,
}: {
  modal: PurchaseWarning | null;
  onClose: () => void;
  currency: string;
}) {
  const { t } = useTranslation();
  const language = usePageLanguage();
  return (
    <>
      <Dialog open={modal === "nickname"} onClose={onClose} title={t("cart.nicknameWarning.title")} role="alertdialog">
        <p>{t("cart.nicknameRequired")}</p>
        <div className="dialog__actions">
          <button type="button" className="button" onClick={onClose}>
            {t("cart.nicknameWarning.ok")}
          </button>
        </div>
      </Dialog>
      <Dialog
        open={modal === "zero_price"}
        onClose={onClose}
        title={t("cart.zeroPriceDialog.title")}
        role="alertdialog"
      >
        <p className="zero-price__subtitle">{t("cart.zeroPriceDialog.subtitle")}</p>
        <p>{t("cart.zeroPriceDialog.text", { price: formatMoney(0, currency, language) })}</p>
        <div className="dialog__actions">
          <button type="button" className="button" onClick={onClose}>
            {t("cart.zeroPriceDialog.ok")}
          </button>
        </div>
      </Dialog>
    </>
  );
}
