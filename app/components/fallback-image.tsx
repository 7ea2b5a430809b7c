import { type ImgHTMLAttributes, type ReactNode, useEffect, useRef, useState } from "react";
import { responsiveImage } from "~/lib/responsive-image";

const GAME_PLACEHOLDER = "/images/placeholder-game.svg";

/**
 * An image that shows `fallback` (another image) or `placeholder` (any element) when its own file
 * is missing or broken. A failure that happened before hydration (no error event reaches React
 * then) is caught on mount. Given `sizes` (the width it is shown at), an uploaded picture offers
 * its small copy too (app/lib/responsive-image.ts).
 */
export function FallbackImage({
  src,
  sizes,
  alt,
  fallback = GAME_PLACEHOLDER,
  placeholder,
  ...props
}: ImgHTMLAttributes<HTMLImageElement> & { alt: string; fallback?: string; placeholder?: ReactNode }) {
  const ref = useRef<HTMLImageElement>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const image = ref.current;
    if (image?.complete && image.naturalWidth === 0) setFailed(true);
  }, []);
  if ((failed || !src) && placeholder) return placeholder;
  const sources = failed || !src ? { src: fallback } : responsiveImage(src, sizes);
  return <img {...props} {...sources} alt={alt} ref={ref} onError={() => setFailed(true)} />;
}
