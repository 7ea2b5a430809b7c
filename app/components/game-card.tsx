import { Link } from "@remix-run/react";
import type { GameCardData } from "@shared/catalogue/game-card";
import { useTranslation } from "~/i18n/use-translation";
import { GameImage } from "./game-image";

/**
 * A game in a grid: image, name and category, linking to its page. Hovering or focusing it shows
 * what it sells and a "+N more" line.
 */
export function GameCard({ game, eager = false }: { game: GameCardData; eager?: boolean }) {
  const { t } = useTranslation();
  const shown = game.sell;
  const more = game.moreSold;
  return (
    <Link to={`/game/${game.id}`} className="game-card" prefetch="intent">
      <GameImage
        game={game}
        box="large"
        // Two columns on a phone, about 320 px wide from there on (.game-grid).
        sizes="(max-width: 520px) 50vw, 320px"
        loading={eager ? "eager" : "lazy"}
        decoding="async"
      />
      <span className="game-card__body">
        <span className="game-card__name">{game.name}</span>
        <span className="game-card__category">{game.category}</span>
        {shown.length > 0 && (
          <span className="game-card__sells">
            <span className="visually-hidden">{t("catalogue.card.sells")} </span>
            {shown.map((name) => (
              <span key={name} className="tag">
                {name}
              </span>
            ))}
            {more > 0 && <span className="tag tag--more">{t("catalogue.card.more", { more })}</span>}
          </span>
        )}
        <span className="game-card__cta">{t("catalogue.card.viewDetails")}</span>
      </span>
    </Link>
  );
}
