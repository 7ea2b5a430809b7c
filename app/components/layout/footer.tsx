import { Link } from "@remix-run/react";
import { useTranslation } from "~/i18n/use-translation";

export function Footer() {
  const { t } = useTranslation();
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <nav aria-label={t("footer.links")}>
          <h2 className="site-footer__title">{t("footer.links")}</h2>
          <ul>
            <li>
              <Link to="/">{t("nav.home")}</Link>
            </li>
            <li>
              <Link to="/games">{t("nav.games")}</Link>
            </li>
            <li>
              <Link to="/sobre">{t("nav.about")}</Link>
            </li>
            <li>
              <Link to="/contato">{t("nav.contact")}</Link>
            </li>
          </ul>
        </nav>
        <div>
          <h2 className="site-footer__title">{t("footer.follow")}</h2>
          <ul>
            <li>
              <a href="https://instagram.com" target="_blank" rel="noopener noreferrer">
                {t("footer.instagram")}
              </a>
            </li>
            <li>
              <a href="https://discord.com" target="_blank" rel="noopener noreferrer">
                {t("footer.discord")}
              </a>
            </li>
          </ul>
        </div>
        <div>
          <h2 className="site-footer__title">{t("footer.contactTitle")}</h2>
          <p>
            <a href="mailto:support@gamerstore.example">support@gamerstore.example</a>
          </p>
          <p>{t("footer.location")}</p>
        </div>
      </div>
      <div className="site-footer__bottom">
        <p>{t("footer.rights", { year: new Date().getFullYear() })}</p>
        <p>{t("footer.developedBy")}</p>
      </div>
    </footer>
  );
}
