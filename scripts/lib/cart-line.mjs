// The cart line the local tools buy (`npm run bench`, `npm run soak`, the local checks): the first
// item of a game as `GET /api/games/{id}` answers it, in the API's wire names.

/** A line of one of `detail`'s first item, or null when the game sells no items. */
export function firstItemLine(detail, tag) {
  const item = detail?.items?.[0];
  if (!item) return null;
  return {
    game_id: detail.id,
    item_id: item.id,
    tag,
    quantidade: 1,
    server: detail.servers[0] ?? null,
    plataforma_selecionada: detail.plataformas.split(", ").filter(Boolean)[0] ?? null,
  };
}
