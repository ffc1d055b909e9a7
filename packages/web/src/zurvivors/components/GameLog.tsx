import { useEffect, useRef } from "react";
import type { LogLine } from "../model/log-text.ts";
import type { Words } from "../model/words.ts";

/** Everything that happened, in plain sentences, newest at the bottom. */
export function GameLog({ w, intro, lines }: { w: Words; intro: string; lines: readonly LogLine[] }) {
  const list = useRef<HTMLOListElement>(null);
  const count = lines.length;
  useEffect(() => {
    const el = list.current;
    if (el && count > 0) el.scrollTop = el.scrollHeight;
  }, [count]);
  return (
    <section className="zv-panel zv-log-panel" aria-labelledby="zv-log-title">
      <h2 id="zv-log-title">{w.t("log.title")}</h2>
      <ol className="zv-log" role="log" ref={list} data-testid="zv-log">
        <li>{intro}</li>
        {lines.map((l) => (
          <li key={l.key}>{l.text}</li>
        ))}
      </ol>
    </section>
  );
}
