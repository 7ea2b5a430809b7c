import { Link } from "@remix-run/react";
import type { GameSummary } from "@workers/services/catalogue/game-summary";
import { useTranslation } from "~/i18n/use-translation";
import { GameImage } from "./game-image";

/**
 * A game in a grid: image, name and category, linking to its page. Hovering or focusing it shows
 * what it sells, up to `previewLimit` names and a "+N more" line (spec section 9: 6 on the home
 * page, 5 in the catalogue).
 */
export function GameCard({
  game,
  previewLimit,
  eager = false,
}: {
  game: GameSummary;
  previewLimit: number;
  eager?: boolean;
}) {
  const { t } = useTranslation();
  const shown = game.sell.slice(0, previewLimit);
  const more = game.sell.length - shown.length;
  return (
    <Link to={`/game/${game.id}`} className="game-card" prefetch="intent">
      <GameImage
        name={game.name}
        src={game.imageUrl}
        width="320"
        height="180"
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
            {more > 0 && <span className="tag tag--more">{t("catalogue.card.more", { count: more })}</span>}
          </span>
        )}
        <span className="game-card__cta">{t("catalogue.card.viewDetails")}</span>
      </span>
    </Link>
  );
}
