// Responsive sources for the store's pictures. An image uploaded in the admin area has a small
// copy for cards and thumbnails (workers/admin/media.ts); given the size the picture is
// shown at (`sizes`), the browser takes that copy unless the screen needs more. The demo pictures
// are SVG and scale by themselves.
import { CARD_IMAGE_WIDTH, cardImageUrl } from "@shared/admin/media-names";

/** The width an original upload is announced at: admins are asked for pictures at least this wide. */
const ORIGINAL_IMAGE_WIDTH = 1280;

export function responsiveImage(src: string | undefined, sizes: string | undefined) {
  const card = src && sizes ? cardImageUrl(src) : null;
  if (!src || !card) return { src };
  return { src, srcSet: `${card} ${CARD_IMAGE_WIDTH}w, ${src} ${ORIGINAL_IMAGE_WIDTH}w`, sizes };
}
