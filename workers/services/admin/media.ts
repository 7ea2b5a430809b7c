// Images uploaded in the admin area. They live in the MEDIA KV namespace (a value may be up to
// 25 MiB; ours are capped far lower) under a random id, with their content type as metadata, and
// are served at /media/{id}. Raster images only: an SVG could carry script. Each may come with a
// small copy for cards and thumbnails, stored beside it (./media-names.ts): a Worker has no image
// library to make one, so the admin's browser draws it on a canvas before uploading
// (app/components/admin/image-upload.tsx).
import { DomainError } from "../domain-error";
import { IMAGE_EXTENSIONS, IMAGE_ID } from "./media-names";

export const MAX_IMAGE_BYTES = 1_048_576;
/** A card's copy is at most 640 px wide: far smaller than this. */
export const MAX_CARD_IMAGE_BYTES = 262_144;
export const ACCEPTED_IMAGE_TYPES = Object.keys(IMAGE_EXTENSIONS).join(",");

interface PlannedFile {
  key: string;
  file: File;
}

/** An image chosen in a form, checked (type, size) and named, not yet stored: see `storeImage`. */
export interface PlannedImage extends PlannedFile {
  /** The address the store will show it at. */
  url: string;
  /** Its small copy, when the browser made one. */
  card: PlannedFile | null;
}

function checkImage(file: File, maxBytes: number): string {
  const extension = IMAGE_EXTENSIONS[file.type];
  if (!extension) throw new DomainError("image_type", "admin.validation.imageType", 400, "imageUrl");
  if (file.size > maxBytes) throw new DomainError("image_size", "admin.validation.imageSize", 400, "imageUrl");
  return extension;
}

/**
 * Checks an uploaded image and its small copy for cards, if one came, and names them; nothing is
 * stored until the form they came with is accepted.
 */
export function planImage(file: File, card?: File | null): PlannedImage {
  const extension = checkImage(file, MAX_IMAGE_BYTES);
  if (card) checkImage(card, MAX_CARD_IMAGE_BYTES);
  const id = crypto.randomUUID();
  const key = `${id}.${extension}`;
  return { key, url: `/media/${key}`, file, card: card ? { key: `${id}-card.${extension}`, file: card } : null };
}

export async function storeImage(media: KVNamespace, image: PlannedImage): Promise<void> {
  const files = image.card ? [image, image.card] : [image];
  await Promise.all(
    files.map(async ({ key, file }) =>
      media.put(key, await file.arrayBuffer(), { metadata: { contentType: file.type } }),
    ),
  );
}

/** For a write refused after its image was stored: the image goes too, so a refusal leaves nothing behind. */
export async function discardImage(media: KVNamespace, image: PlannedImage): Promise<void> {
  await Promise.all([media.delete(image.key), image.card ? media.delete(image.card.key) : null]);
}

/**
 * The stored image as a response; ids never change content, so it may be cached for a year. A card's
 * copy that was never made (an upload without script, a GIF) is answered with the original.
 */
export async function imageResponse(media: KVNamespace, id: string): Promise<Response> {
  const match = id.match(IMAGE_ID);
  const read = (key: string) => media.getWithMetadata<{ contentType: string }>(key, "arrayBuffer");
  let found = match ? await read(id) : null;
  if (match?.[2] && !found?.value) found = await read(`${match[1]}.${match[3]}`);
  if (!found?.value || !found.metadata) return new Response("Not found", { status: 404 });
  return new Response(found.value, {
    headers: {
      "Content-Type": found.metadata.contentType,
      "Cache-Control": "public, max-age=31536000, immutable",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
