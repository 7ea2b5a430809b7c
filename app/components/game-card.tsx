import { Link } from "@remix-run/react";
import type { GameSummary } from "@workers/catalogue/game-summary";
import { useTranslation } from "~/i18n/use-translation";
import { GameImage } from "./game-image";

/** What a card shows of a game; loaders send this rather than the whole summary (servers, platforms…). */
export interface GameCardData {
  id: number;
  name: string;
  imageUrl: string;
  category: string;
  /** Up to the card's preview limit of the names of what it sells… */
  sell: string[];
  /** …and how many more there are. */
  moreSold: number;
}

/** A game's card data, showing up to `previewLimit` things it sells (spec section 9: 6 on the home page, 5 in the catalogue). */
export function gameCard(
  game: Pick<GameSummary, "id" | "name" | "imageUrl" | "category" | "sell">,
  previewLimit: number,
): GameCardData {
  const sell = game.sell.slice(0, previewLimit);
  return {
    id: game.id,
    name: game.name,
    imageUrl: game.imageUrl,
    category: game.category,
    sell,
    moreSold: game.sell.length - sell.length,
  };
}

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
