import { useTranslation } from "~/i18n/use-translation";
import { useStoreLinks, whatsappLink } from "~/lib/store-links";

/**
 * The way out of a verification that does not work (spec section 7): a WhatsApp chat with the
 * store's support number from the settings, the message already typed, in a new tab.
 */
export function VerificationHelp({ email }: { email?: string }) {
  const { t } = useTranslation();
  const links = useStoreLinks();
  if (!links) return null;
  const message = email ? t("auth.verificationHelp.messageWithEmail", { email }) : t("auth.verificationHelp.message");
  return (
    <p className="auth-help" data-testid="verification-help">
      {t("auth.verificationHelp.text")}{" "}
      <a href={whatsappLink(links.whatsappNumber, message)} target="_blank" rel="noopener noreferrer">
        {t("auth.verificationHelp.link")} <span className="visually-hidden">{t("auth.verificationHelp.newTab")}</span>
      </a>
    </p>
  );
}
