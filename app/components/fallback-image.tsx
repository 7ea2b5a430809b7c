import { type ImgHTMLAttributes, useEffect, useRef, useState } from "react";

export const GAME_PLACEHOLDER = "/images/placeholder-game.svg";

/**
 * An image that shows `fallback` when its own file is missing or broken. A failure that happened
 * before hydration (no error event reaches React then) is caught on mount.
 */
export function FallbackImage({
  src,
  alt,
  fallback = GAME_PLACEHOLDER,
  ...props
}: ImgHTMLAttributes<HTMLImageElement> & { alt: string; fallback?: string }) {
  const ref = useRef<HTMLImageElement>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const image = ref.current;
    if (image?.complete && image.naturalWidth === 0) setFailed(true);
  }, []);
  return <img {...props} alt={alt} ref={ref} src={failed || !src ? fallback : src} onError={() => setFailed(true)} />;
}
