import { POLICY_SLUGS } from "@shared/policy-slugs";
import { trustPagePath } from "@shared/trust/trust-page-path";
import { usePageLanguage } from "~/i18n/use-page-language";
import { useTranslation } from "~/i18n/use-translation";
import { useInStoreLinks } from "~/lib/in-store-links";
import { useStoreLinks } from "~/lib/store-links";

export function Footer() {
  const { t } = useTranslation();
  const links = useStoreLinks();
  const followInStore = useInStoreLinks();
  const language = usePageLanguage();
  // The store's own profiles, from the settings; a network without one is not shown.
  const social = [
    { key: "instagram", href: links?.instagramUrl, label: t("footer.instagram") },
    { key: "discord", href: links?.discordUrl, label: t("footer.discord") },
  ].filter((link) => link.href);
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        {/* biome-ignore lint/a11y/useKeyWithClickEvents: the links inside are the keyboard's; Enter on one clicks it. */}
        <nav aria-label={t("footer.links")} onClick={followInStore}>
          <h2 className="site-footer__title">{t("footer.links")}</h2>
          <ul>
            <li>
              <a href="/" data-discover="true">
                {t("nav.home")}
              </a>
            </li>
            <li>
              <a href="/games" data-discover="true">
                {t("nav.games")}
              </a>
            </li>
            <li>
              <a href="/sobre" data-discover="true">
                {t("nav.about")}
              </a>
            </li>
            <li>
              <a href="/contato" data-discover="true">
                {t("nav.contact")}
              </a>
            </li>
            <li>
              <a href={trustPagePath(language)} data-discover="true">
                {t("trust.links.footer")}
              </a>
            </li>
            {POLICY_SLUGS.map((slug) => (
              <li key={slug}>
                <a href={`/policies/${slug}`} data-discover="true">
                  {t(`policies.titles.${slug}`)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        {social.length > 0 ? (
          <nav aria-label={t("footer.follow")}>
            <h2 className="site-footer__title">{t("footer.follow")}</h2>
            <ul>
              {social.map((link) => (
                <li key={link.key}>
                  <a href={link.href} target="_blank" rel="noopener noreferrer">
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        <div>
          <h2 className="site-footer__title">{t("footer.contactTitle")}</h2>
          {links ? (
            <p>
              <a href={`mailto:${links.contactEmail}`}>{links.contactEmail}</a>
            </p>
          ) : null}
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
