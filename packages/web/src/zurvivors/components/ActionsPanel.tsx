import type { ZCommand } from "@horda/zurvivors";
import type { Choice } from "../model/prompt.ts";
import type { Words } from "../model/words.ts";

/** The Exchange/Ability turn: one button per legal command. */
export function ActionsPanel({
  w,
  choices,
  send,
}: {
  w: Words;
  choices: readonly Choice[];
  send: (c: ZCommand) => void;
}) {
  return (
    <section className="zv-panel zv-actions" aria-labelledby="zv-actions-title" data-testid="zv-actions">
      <h2 id="zv-actions-title">{w.t("actions.title")}</h2>
      <p className="zv-hint">{w.t("actions.hint")}</p>
      <div className="zv-buttons">
        {choices.map((c) => (
          <button
            key={JSON.stringify(c.command)}
            type="button"
            className={c.command.type === "endTurn" ? "button-secondary" : undefined}
            onClick={() => send(c.command)}
          >
            {c.label}
          </button>
        ))}
      </div>
    </section>
  );
}
