import { Dialog } from "~/components/dialog";
import { useTranslation } from "~/i18n/use-translation";

/** A store that switched Pix off in settings (spec section 9): the shopper is sent to support to pay with it. */
export function PixDialog({
  open,
  onClose,
  whatsappUrl,
  communityUrl,
}: {
  open: boolean;
  onClose: () => void;
  whatsappUrl: string;
  communityUrl: string;
}) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onClose} title={t("checkout.pixTitle")} role="alertdialog">
      <p>{t("checkout.pixText")}</p>
      <div className="dialog__actions">
        <button type="button" className="button button--ghost" onClick={onClose}>
          {t("checkout.close")}
        </button>
        <a className="button button--ghost" href={communityUrl} target="_blank" rel="noreferrer">
          {t("checkout.pixCommunity")} <span className="visually-hidden">{t("checkout.opensInNewTab")}</span>
        </a>
        <a className="button" href={whatsappUrl} target="_blank" rel="noreferrer">
          {t("checkout.pixWhatsapp")} <span className="visually-hidden">{t("checkout.opensInNewTab")}</span>
        </a>
      </div>
    </Dialog>
  );
}
