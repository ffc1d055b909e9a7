import { useEffect, useState } from "react";

const QUERY = "(pointer: coarse)";

const mediaQuery = () =>
  typeof window !== "undefined" && typeof window.matchMedia === "function" ? window.matchMedia(QUERY) : null;

/**
 * Whether the main pointer is a finger (a phone or a tablet): hints then say "tap" and leave out the mouse and
 * keyboard. Follows the device when it changes (a tablet docked to a keyboard and a mouse).
 */
export function useTouch(): boolean {
  const [touch, setTouch] = useState(() => mediaQuery()?.matches ?? false);
  useEffect(() => {
    const media = mediaQuery();
    if (!media) return;
    const changed = () => setTouch(media.matches);
    media.addEventListener("change", changed);
    return () => media.removeEventListener("change", changed);
  }, []);
  return touch;
}
