// Images uploaded in the admin area. They live in the MEDIA KV namespace (a value may be up to
// 25 MiB; ours are capped far lower) under a random id, with their content type as metadata, and
// are served at /media/{id}. Raster images only: an SVG could carry script. Each may come with a
// small copy for cards and thumbnails, stored beside it (shared/admin/media-names.ts): a Worker has no image
// library to make one, so the admin's browser draws it on a canvas before uploading
// (app/components/admin/image-upload.tsx). A catalogue picture is public and cached for a year; a
// delivery proof is one shopper's, shown only to them and to admins, and kept by no shared cache.
import { eq } from "drizzle-orm";
import { IMAGE_EXTENSIONS, IMAGE_ID } from "../../shared/admin/media-names";
import type { SessionUser } from "../accounts/sessions";
import { can } from "../accounts/staff-powers";
import type { Database } from "../db/client";
import { orderProofs, orders } from "../db/schema";
import { DomainError, notFound } from "../kernel/domain-error";

/** What each stored image carries: its type, and the order it proves (null for a catalogue picture). */
interface ImageMetadata {
  contentType: string;
  /** Missing on images stored before proofs named their order (issue 29): looked up in D1. */
  orderId?: number | null;
}

export const MAX_IMAGE_BYTES = 1_048_576;
/** A card's copy is at most 640 px wide: far smaller than this. */
export const MAX_CARD_IMAGE_BYTES = 262_144;

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

/** Stores a planned image; `orderId` names the order it proves (a delivery proof), null for the catalogue. */
export async function storeImage(
  media: KVNamespace,
  image: PlannedImage,
  orderId: number | null = null,
): Promise<void> {
  const files = image.card ? [image, image.card] : [image];
  await Promise.all(
    files.map(async ({ key, file }) => {
      const metadata: ImageMetadata = { contentType: file.type, orderId };
      await media.put(key, await file.arrayBuffer(), { metadata });
    }),
  );
}

/** For a write refused after its image was stored: the image goes too, so a refusal leaves nothing behind. */
export async function discardImage(media: KVNamespace, image: PlannedImage): Promise<void> {
  await Promise.all([media.delete(image.key), image.card ? media.delete(image.card.key) : null]);
}

export interface ImageReader {
  media: KVNamespace;
  db: Database;
  /** Who asks: read only for a delivery proof, so a catalogue picture's answer is the same for everyone. */
  viewer: () => Promise<SessionUser | null>;
}

/** The order an image proves, or null for a catalogue picture. */
async function provenOrder(db: Database, id: string, metadata: ImageMetadata): Promise<number | null> {
  if (metadata.orderId !== undefined) return metadata.orderId;
  const original = id.replace(/-card(\.\w+)$/, "$1");
  const proof = await db.query.orderProofs.findFirst({
    columns: { orderId: true },
    where: eq(orderProofs.url, `/media/${original}`),
  });
  return proof?.orderId ?? null;
}

/**
 * The order's shopper, the staff who read every order and the delivery agent the order is assigned
 * to may see its proof; anyone else is told it does not exist.
 */
async function maySeeProof(db: Database, orderId: number, viewer: SessionUser | null): Promise<boolean> {
  if (!viewer) return false;
  if (can(viewer, "orders")) return true;
  const order = await db.query.orders.findFirst({
    columns: { userId: true, assignedStaffId: true },
    where: eq(orders.id, orderId),
  });
  return order !== undefined && (order.userId === viewer.id || can(viewer, "desk", order));
}

/** A stored image the viewer may see. */
export interface StoredImage {
  bytes: ArrayBuffer;
  contentType: string;
  /** The order it proves (one shopper's), or null for a catalogue picture (anyone's). */
  orderId: number | null;
}

/** An unknown id and a proof the viewer may not see get the same refusal: nobody learns which exist. */
const imageNotFound = () => notFound("errors.notFoundText");

/**
 * The stored image. A card's copy that was never made (an upload without script, a GIF) is
 * answered with the original.
 */
export async function readImage(reader: ImageReader, id: string): Promise<StoredImage> {
  const match = id.match(IMAGE_ID);
  const read = (key: string) => reader.media.getWithMetadata<ImageMetadata>(key, "arrayBuffer");
  let found = match ? await read(id) : null;
  if (match?.[2] && !found?.value) found = await read(`${match[1]}.${match[3]}`);
  if (!found?.value || !found.metadata) throw imageNotFound();
  const orderId = await provenOrder(reader.db, id, found.metadata);
  if (orderId !== null && !(await maySeeProof(reader.db, orderId, await reader.viewer()))) throw imageNotFound();
  return { bytes: found.value, contentType: found.metadata.contentType, orderId };
}
