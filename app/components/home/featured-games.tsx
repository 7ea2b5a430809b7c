import { Await, Link } from "@remix-run/react";
import type { GameCardData } from "@shared/catalogue/game-card";
import { Suspense } from "react";
import { GameCard } from "~/components/game-card";
import { useTranslation } from "~/i18n/use-translation";

/** Spec section 9: 8 placeholders while the featured games stream in. */
const PLACEHOLDERS = 8;

/** The featured games, streamed: the page is sent at once and the grid fills in when the query answers. */
export function FeaturedGames({ games }: { games: Promise<GameCardData[]> }) {
  const { t } = useTranslation();
  return (
    <section className="home-section" aria-labelledby="featured-title">
      <div className="section-head">
        <h2 id="featured-title">{t("catalogue.home.featuredTitle")}</h2>
        <Link to="/games">{t("catalogue.home.seeAllGames")}</Link>
      </div>
      <Suspense fallback={<Placeholders />}>
        <Await resolve={games} errorElement={<p className="empty-state">{t("catalogue.home.featuredError")}</p>}>
          {(list) =>
            list.length === 0 ? (
              <p className="empty-state">{t("catalogue.home.featuredEmpty")}</p>
            ) : (
              <ul className="game-grid" data-testid="featured-games">
                {list.map((game, index) => (
                  <li key={game.id}>
                    <GameCard game={game} eager={index < 4} />
                  </li>
                ))}
              </ul>
            )
          }
        </Await>
      </Suspense>
    </section>
  );
}

function Placeholders() {
  const { t } = useTranslation();
  return (
    <div role="status">
      <span className="visually-hidden">{t("catalogue.home.featuredLoading")}</span>
      <ul className="game-grid" aria-hidden="true" data-testid="featured-placeholders">
        {Array.from({ length: PLACEHOLDERS }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity but their place.
          <li key={index} className="game-card game-card--placeholder">
            <span className="skeleton skeleton--image" />
            <span className="game-card__body">
              <span className="skeleton skeleton--line" />
              <span className="skeleton skeleton--line skeleton--short" />
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
