import type { ZCommand } from "@horda/zurvivors";
import { useEffect, useId, useRef } from "react";
import type { Choice } from "../model/prompt.ts";
import type { Words } from "../model/words.ts";

/** A choice the rules hand to the viewer (a token, a target, a weapon...), as a modal dialog. */
export function DecisionDialog({
  w,
  title,
  cause,
  choices,
  send,
}: {
  w: Words;
  title: string;
  cause: string | null;
  choices: readonly Choice[];
  send: (c: ZCommand) => void;
}) {
  const id = useId();
  const first = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    first.current?.focus();
  }, []);
  return (
    <div className="zv-backdrop">
      <div
        className="zv-dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={id}
        data-testid="zv-decision"
      >
        <h2 id={id}>{title}</h2>
        {cause && <p className="zv-cause">{w.t("decision.cause", { text: cause })}</p>}
        <div className="zv-buttons zv-buttons-column">
          {choices.map((c, i) => (
            <button
              key={JSON.stringify(c.command)}
              ref={i === 0 ? first : undefined}
              type="button"
              onClick={() => send(c.command)}
            >
              {c.label}
            </button>
          ))}
        </div>
      </div>
    </div>
  );
}
