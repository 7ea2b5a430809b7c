import { Link } from "@remix-run/react";
import { useTranslation } from "~/i18n/use-translation";

/** The home page's opening: the "available now" badge, the pitch, and the way to the community server. */
export function Hero({ communityUrl }: { communityUrl: string }) {
  const { t } = useTranslation();
  return (
    <section className="hero" aria-labelledby="hero-title">
      <p className="hero__badge">
        <span className="hero__dot" aria-hidden="true" />
        {t("catalogue.home.badge")}
      </p>
      <h1 id="hero-title">{t("catalogue.home.heroTitle")}</h1>
      <p className="hero__text">{t("catalogue.home.heroText")}</p>
      <div className="hero__actions">
        <Link to="/games" className="button" prefetch="intent">
          {t("catalogue.home.browseGames")}
        </Link>
        <a className="button button--ghost" href={communityUrl} target="_blank" rel="noopener noreferrer">
          {t("catalogue.home.joinCommunity")}
          <span className="visually-hidden"> {t("catalogue.home.opensInNewTab")}</span>
        </a>
      </div>
    </section>
  );
}
