import type { ImgHTMLAttributes } from "react";
import { useTranslation } from "~/i18n/use-translation";
import { FallbackImage } from "./fallback-image";

/** Up to two letters that stand for the game: "World of Warcraft" → "WW", "Valorant" → "VA". */
function gameInitials(name: string): string {
  const words = name.match(/[\p{L}\p{N}]+/gu) ?? [];
  const letters = words.length > 1 ? words.slice(0, 2).map((word) => word[0]) : [...(words[0] ?? "?").slice(0, 2)];
  return letters.join("").toLocaleUpperCase();
}

/** A stable hue per name, so each game's placeholder keeps its own colour. */
function placeholderHue(name: string): number {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) % 360;
  return hash;
}

/** The picture's box: 16:9, 320 px wide (cards, the game page's header) or a list's 64 px thumbnail. */
const BOXES = {
  large: { width: "320", height: "180" },
  thumbnail: { width: "64", height: "36", sizes: "64px" },
} as const;

/**
 * A game's picture in one of the `BOXES`, or, when it has none (or its file is broken), a tile with the game's initials
 * on its own colour: cards stay tellable apart and never show an empty box. Decorative like the
 * image (the game's name is always written beside it); `labelled` says "no image" to assistive
 * technology where that matters (the admin lists).
 */
export function GameImage({
  game: { name, imageUrl },
  box,
  className,
  labelled = false,
  ...props
}: ImgHTMLAttributes<HTMLImageElement> & {
  game: { name: string; imageUrl: string };
  box: keyof typeof BOXES;
  labelled?: boolean;
}) {
  const { t } = useTranslation();
  const tile = (
    <span
      className={className ? `game-placeholder ${className}` : "game-placeholder"}
      style={{ "--placeholder-hue": placeholderHue(name) } as React.CSSProperties}
      data-placeholder="game"
    >
      <span aria-hidden="true">{gameInitials(name)}</span>
      {labelled ? <span className="visually-hidden">{t("catalogue.games.noImage")}</span> : null}
    </span>
  );
  return <FallbackImage {...BOXES[box]} {...props} className={className} src={imageUrl} alt="" placeholder={tile} />;
}
