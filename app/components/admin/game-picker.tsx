import { useTranslation } from "~/i18n/use-translation";
import { SelectField } from "./select-field";

/**
 * The game a coin offer or item belongs to. It starts on "Choose a game" unless one is already
 * chosen (the entry's own game, or ?game= from a filtered list), so nothing lands under the first
 * game of the list by accident; archived games are not offered (the server sends only pickable ones).
 * As a list's `filter` it is the `?game=` choice instead: "All games" first, every game by its name.
 */
export function GamePicker({
  games,
  chosen,
  errors,
  filter = false,
}: {
  games: ReadonlyArray<{ id: number; name: string; archivedAt: string | null }>;
  chosen: number | null | undefined;
  errors?: string[];
  filter?: boolean;
}) {
  const { t } = useTranslation();
  const offered = games.some((game) => game.id === chosen);
  const nameOf = (game: (typeof games)[number]) =>
    !filter && game.archivedAt ? t("admin.common.archivedGame", { name: game.name }) : game.name;
  return (
    <SelectField
      label={t("admin.common.game")}
      {...(filter
        ? { name: "game", allLabel: t("admin.common.allGames") }
        : { name: "gameId", placeholder: t("admin.common.chooseGame") })}
      defaultValue={offered ? String(chosen) : ""}
      options={games.map((game) => ({ value: String(game.id), label: nameOf(game) }))}
      errors={errors}
    />
  );
}
