// Images uploaded in the admin area. They live in the MEDIA KV namespace (a value may be up to
// 25 MiB; ours are capped far lower) under a random id, with their content type as metadata, and
// are served at /media/{id}. Raster images only: an SVG could carry script.
import { DomainError } from "../domain-error";

export const MAX_IMAGE_BYTES = 1_048_576;
const EXTENSIONS: Record<string, string> = {
  "image/png": "png",
  "image/jpeg": "jpg",
  "image/webp": "webp",
  "image/gif": "gif",
};
export const ACCEPTED_IMAGE_TYPES = Object.keys(EXTENSIONS).join(",");

/** An image chosen in a form, checked (type, size) and named, not yet stored: see `storeImage`. */
export interface PlannedImage {
  key: string;
  /** The address the store will show it at. */
  url: string;
  file: File;
}

/** Checks an uploaded image and names it; nothing is stored until the form it came with is accepted. */
export function planImage(file: File): PlannedImage {
  const extension = EXTENSIONS[file.type];
  if (!extension) throw new DomainError("image_type", "admin.validation.imageType", 400, "imageUrl");
  if (file.size > MAX_IMAGE_BYTES) throw new DomainError("image_size", "admin.validation.imageSize", 400, "imageUrl");
  const key = `${crypto.randomUUID()}.${extension}`;
  return { key, url: `/media/${key}`, file };
}

export async function storeImage(media: KVNamespace, image: PlannedImage): Promise<void> {
  await media.put(image.key, await image.file.arrayBuffer(), { metadata: { contentType: image.file.type } });
}

/** For a write refused after its image was stored: the image goes too, so a refusal leaves nothing behind. */
export async function discardImage(media: KVNamespace, image: PlannedImage): Promise<void> {
  await media.delete(image.key);
}

/** The shape of every id `planImage` makes; anything else is not looked up (KV refuses keys over 512 bytes). */
const IMAGE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(png|jpg|webp|gif)$/;

/** The stored image as a response; ids never change content, so it may be cached for a year. */
export async function imageResponse(media: KVNamespace, id: string): Promise<Response> {
  const found = IMAGE_ID.test(id) ? await media.getWithMetadata<{ contentType: string }>(id, "arrayBuffer") : null;
  if (!found?.value || !found.metadata) return new Response("Not found", { status: 404 });
  return new Response(found.value, {
    headers: {
      "Content-Type": found.metadata.contentType,
      "Cache-Control": "public, max-age=31536000, immutable",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
