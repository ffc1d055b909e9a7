import { useEffect, useRef } from "react";

export type ShortcutMap = Readonly<Record<string, (() => void) | undefined>>;

/** Whether a key press belongs to a form field or a modal dialog (neither triggers a page shortcut). */
function inField(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  return (
    !!el &&
    (el.tagName === "INPUT" ||
      el.tagName === "SELECT" ||
      el.tagName === "TEXTAREA" ||
      el.isContentEditable ||
      !!el.closest?.("dialog[open]"))
  );
}

/**
 * Page-wide keys: letters and `*` by their key, "ctrl+z", and digits pressing the numbered button
 * (`data-shortcut`). The map is read at press time, so handlers always see the current game.
 */
export function useShortcuts(map: ShortcutMap, root: () => HTMLElement | null) {
  const ref = useRef(map);
  ref.current = map;
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (inField(e.target) || e.altKey || e.metaKey) return;
      const key = e.ctrlKey
        ? `ctrl+${e.key.toLowerCase()}`
        : e.key.length === 1
          ? e.key.toLowerCase()
          : e.key;
      if (/^[1-9]$/.test(key) && !e.ctrlKey) {
        const button = root()?.querySelector<HTMLButtonElement>(`[data-shortcut="${key}"]`);
        if (button) {
          e.preventDefault();
          button.click();
        }
        return;
      }
      const run = ref.current[key];
      if (run) {
        e.preventDefault();
        run();
      }
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [root]);
}
