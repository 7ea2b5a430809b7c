import { type ImgHTMLAttributes, type ReactNode, useEffect, useRef, useState } from "react";

const GAME_PLACEHOLDER = "/images/placeholder-game.svg";

/**
 * An image that shows `fallback` (another image) or `placeholder` (any element) when its own file
 * is missing or broken. A failure that happened before hydration (no error event reaches React
 * then) is caught on mount.
 */
export function FallbackImage({
  src,
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
  return <img {...props} alt={alt} ref={ref} src={failed || !src ? fallback : src} onError={() => setFailed(true)} />;
}
