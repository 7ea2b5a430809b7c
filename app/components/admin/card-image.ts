// The small copy of an uploaded picture that cards and thumbnails show (workers/admin/
// media.ts): drawn in the admin's browser, since a Worker has no image library to make it.
import { CARD_IMAGE_WIDTH } from "@shared/admin/media-names";

/** A copy of `file` at most CARD_IMAGE_WIDTH wide, as WebP (PNG where the browser cannot write WebP); null for a GIF (it may move) or a picture it cannot read. */
export async function cardImageOf(file: File): Promise<File | null> {
  if (file.type === "image/gif" || typeof createImageBitmap !== "function") return null;
  try {
    const bitmap = await createImageBitmap(file);
    const scale = Math.min(1, CARD_IMAGE_WIDTH / bitmap.width);
    const canvas = document.createElement("canvas");
    canvas.width = Math.max(1, Math.round(bitmap.width * scale));
    canvas.height = Math.max(1, Math.round(bitmap.height * scale));
    canvas.getContext("2d")?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    bitmap.close();
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, "image/webp", 0.85));
    if (!blob) return null;
    return new File([blob], blob.type === "image/webp" ? "card.webp" : "card.png", { type: blob.type });
  } catch {
    return null;
  }
}
