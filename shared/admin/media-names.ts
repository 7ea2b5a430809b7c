// How uploaded images are named, shared by the store that keeps them (workers/admin/media.ts) and the pages
// that show them (app/lib/responsive-image.ts): `/media/{uuid}.{ext}` is the original as uploaded,
// `/media/{uuid}-card.{ext}` its small copy for cards and thumbnails (made by the admin's browser;
// the extension names the original's type, the copy's own type travels with it). An image stored
// without a copy answers the copy's address with the original.

/** The small copy's width at most: a card or thumbnail on a phone at 2× pixel density. */
export const CARD_IMAGE_WIDTH = 640;

export const IMAGE_EXTENSIONS: Record<string, string> = {
  "image/png": "png",
  "image/jpeg": "jpg",
  "image/webp": "webp",
  "image/gif": "gif",
};

const UUID = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";
/** The shape of every id the store makes: anything else is not looked up (KV refuses keys over 512 bytes). */
export const IMAGE_ID = new RegExp(`^(${UUID})(-card)?\\.(png|jpg|webp|gif)$`);

/** The small copy's address for an uploaded original's (not a GIF: it gets no copy), or null for any other picture. */
export function cardImageUrl(url: string): string | null {
  const card = url.replace(/^(\/media\/[0-9a-f-]{36})(\.(png|jpg|webp))$/, "$1-card$2");
  return card === url ? null : card;
}
