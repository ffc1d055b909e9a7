import { useCallback, useEffect, useRef } from "react";

/**
 * Coalesces a stream of values (pointer moves) to at most one call per animation frame, with the latest
 * value: `push` schedules, `flush` runs a pending call now (before a pointer down or up, so the gesture sees
 * the last move first). Pending calls are dropped on unmount.
 */
export function useFrameCoalesce<T>(run: (value: T) => void) {
  const pending = useRef<{ value: T } | null>(null);
  const frame = useRef(0);
  const runRef = useRef(run);
  runRef.current = run;
  const flush = useCallback(() => {
    if (frame.current) cancelAnimationFrame(frame.current);
    frame.current = 0;
    const p = pending.current;
    pending.current = null;
    if (p) runRef.current(p.value);
  }, []);
  const push = useCallback(
    (value: T) => {
      pending.current = { value };
      if (!frame.current) frame.current = requestAnimationFrame(flush);
    },
    [flush],
  );
  useEffect(
    () => () => {
      if (frame.current) cancelAnimationFrame(frame.current);
      pending.current = null;
    },
    [],
  );
  return { push, flush };
}
