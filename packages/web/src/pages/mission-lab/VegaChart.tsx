import { useEffect, useRef } from "react";

/**
 * One Vega-Lite plot (vega-embed, loaded on first use so other pages do not download it). Its expressions run
 * on vega-interpreter, not compiled with `new Function`, so the plots draw under the server's
 * Content-Security-Policy, which allows no eval.
 */
export function VegaChart({ id, spec }: { id: string; spec: Record<string, unknown> }) {
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let cancelled = false;
    let finalize: (() => void) | undefined;
    Promise.all([import("vega-embed"), import("vega-interpreter")]).then(
      ([{ default: embed }, { expressionInterpreter }]) => {
        if (cancelled || !host.current) return;
        const options = { actions: false, renderer: "svg", ast: true, expr: expressionInterpreter } as const;
        embed(host.current, spec as never, options).then((result) => {
          if (cancelled) result.finalize();
          else finalize = () => result.finalize();
        });
      },
    );
    return () => {
      cancelled = true;
      finalize?.();
    };
  }, [spec]);
  return <div ref={host} className="lab-chart" data-chart={id} />;
}
