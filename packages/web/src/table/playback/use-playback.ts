import { useCallback, useEffect, useState } from "react";

export const SPEEDS = { slow: 1400, normal: 700, fast: 150 } as const;
export type Speed = keyof typeof SPEEDS;

/** Steps through `total` steps on a timer; `key` restarts it (a new step to play back). */
export function usePlayback(total: number, key: string | number | null, initialSpeed: Speed = "normal") {
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(true);
  const [speed, setSpeed] = useState<Speed>(initialSpeed);
  const [forKey, setForKey] = useState(key);
  if (forKey !== key) {
    setForKey(key);
    setIndex(0);
    setPlaying(true);
  }
  const done = key === null || index >= total;
  useEffect(() => {
    if (done || !playing) return;
    const timer = setInterval(() => setIndex((i) => i + 1), SPEEDS[speed]);
    return () => clearInterval(timer);
  }, [done, playing, speed]);
  const skip = useCallback(() => setIndex(total), [total]);
  const next = useCallback(() => setIndex((i) => Math.min(total, i + 1)), [total]);
  const toggle = useCallback(() => setPlaying((p) => !p), []);
  return { index, playing, speed, setSpeed, skip, next, toggle, done };
}
