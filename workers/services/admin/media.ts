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

/** Keeps an uploaded image and returns the address the store shows it at. */
export async function storeImage(media: KVNamespace, file: File): Promise<string> {
  const extension = EXTENSIONS[file.type];
  if (!extension) throw new DomainError("image_type", "admin.validation.imageType", 400, "imageUrl");
  if (file.size > MAX_IMAGE_BYTES) throw new DomainError("image_size", "admin.validation.imageSize", 400, "imageUrl");
  const id = `${crypto.randomUUID()}.${extension}`;
  await media.put(id, await file.arrayBuffer(), { metadata: { contentType: file.type } });
  return `/media/${id}`;
}

/** The stored image as a response; ids never change content, so it may be cached for a year. */
export async function imageResponse(media: KVNamespace, id: string): Promise<Response> {
  const found = await media.getWithMetadata<{ contentType: string }>(id, "arrayBuffer");
  if (!found.value || !found.metadata) return new Response("Not found", { status: 404 });
  return new Response(found.value, {
    headers: {
      "Content-Type": found.metadata.contentType,
      "Cache-Control": "public, max-age=31536000, immutable",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
