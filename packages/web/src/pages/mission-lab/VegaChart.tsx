import { vegaFormatLocale } from "@horda/bots/zombicide";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";

/**
 * One Vega-Lite plot (vega-embed, loaded on first use so other pages do not download it). Its expressions run
 * on vega-interpreter, not compiled with `new Function`, so the plots draw under the server's
 * Content-Security-Policy, which allows no eval.
 */
/**
 * The plot as wide as its box, legend and axis labels included (its height as the spec says): the reports'
 * specs are 320 px wide, which with their labels and legends is wider than a phone. Titles start at the left
 * edge of the whole plot, so a long one is not cut off over a narrow plotting area.
 */
/** A long title ending in a parenthesis breaks before it: Vega does not wrap titles, and a phone cuts them. */
const titleLines = (title: unknown) => {
  if (typeof title !== "string" || title.length <= 36) return title;
  const at = title.lastIndexOf(" (");
  return at > 0 ? [title.slice(0, at), title.slice(at + 1)] : title;
};

const fitted = (spec: Record<string, unknown>) => ({
  ...spec,
  ...(spec.title !== undefined ? { title: titleLines(spec.title) } : {}),
  width: "container",
  autosize: { type: "fit-x", contains: "padding" },
  config: { title: { anchor: "start", frame: "bounds" } },
});

export function VegaChart({ id, spec }: { id: string; spec: Record<string, unknown> }) {
  const host = useRef<HTMLDivElement>(null);
  const { i18n } = useTranslation();
  const language = i18n.language;
  useEffect(() => {
    let cancelled = false;
    let finalize: (() => void) | undefined;
    Promise.all([import("vega-embed"), import("vega-interpreter")]).then(
      ([{ default: embed }, { expressionInterpreter }]) => {
        if (cancelled || !host.current) return;
        // Axis numbers as the page's language writes them (0,2 and 20% in pt-BR).
        const options = {
          actions: false,
          renderer: "svg",
          ast: true,
          expr: expressionInterpreter,
          formatLocale: vegaFormatLocale(language),
        } as const;
        embed(host.current, fitted(spec) as never, options).then((result) => {
          if (cancelled) result.finalize();
          else finalize = () => result.finalize();
        });
      },
    );
    return () => {
      cancelled = true;
      finalize?.();
    };
  }, [spec, language]);
  return <div ref={host} className="lab-chart" data-chart={id} />;
}
