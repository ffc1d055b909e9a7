import { useEffect, useRef } from "react";

/** One Vega-Lite plot (vega-embed, loaded on first use so other pages do not download it). */
export function VegaChart({ id, spec }: { id: string; spec: Record<string, unknown> }) {
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let cancelled = false;
    let finalize: (() => void) | undefined;
    import("vega-embed").then(({ default: embed }) => {
      if (cancelled || !host.current) return;
      embed(host.current, spec as never, { actions: false, renderer: "svg" }).then((result) => {
        if (cancelled) result.finalize();
        else finalize = () => result.finalize();
      });
    });
    return () => {
      cancelled = true;
      finalize?.();
    };
  }, [spec]);
  return <div ref={host} className="lab-chart" data-chart={id} />;
}
