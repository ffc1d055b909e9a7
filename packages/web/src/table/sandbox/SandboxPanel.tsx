import type { ZombicideCommand, ZombicideView } from "@horda/zombicide";
import { memo } from "react";
import { useTranslation } from "react-i18next";
import { commandWords } from "../actions/command-words.ts";
import { TABLE_NS } from "../i18n/register.ts";
import type { Words } from "../words/words.ts";
import { DeckBoxes } from "./DeckBoxes.tsx";
import { DrawCardForm } from "./DrawCardForm.tsx";
import { NoiseControls } from "./NoiseControls.tsx";
import "./sandbox.css";

/** What a zone click does in free mode: put the chosen piece there, or add a zombie of the chosen type. */
export type SandboxTool =
  | { readonly kind: "move"; readonly piece: string }
  | { readonly kind: "add"; readonly zombie: string }
  | { readonly kind: "noise" }
  | null;

interface Props {
  readonly words: Words;
  readonly view: ZombicideView;
  /** The table-edit commands legal now (sandbox*). */
  readonly commands: readonly ZombicideCommand[];
  readonly tool: SandboxTool;
  readonly onTool: (tool: SandboxTool) => void;
  readonly door: string | null;
  readonly onSend: (c: ZombicideCommand) => void;
}

/**
 * Free mode: pick a piece, a zombie type or Noise for the next zone click, remove zombies and Noise, flip the
 * selected door, give a survivor a named card, switch a box's cards in the decks on or off.
 */
export const SandboxPanel = memo(function SandboxPanel({
  words,
  view,
  commands,
  tool,
  onTool,
  door,
  onSend,
}: Props) {
  const { t } = useTranslation(TABLE_NS);
  const movable = [
    ...new Set(commands.filter((c) => c.type === "sandboxMovePiece").map((c) => String(c.piece))),
  ];
  const addable = [
    ...new Set(commands.filter((c) => c.type === "sandboxAddZombies").map((c) => String(c.zombie))),
  ];
  const removals = commands.filter((c) => c.type === "sandboxRemoveZombie");
  const flip = commands.find((c) => c.type === "sandboxFlipDoor" && c.door === door);
  const pieceName = (id: string) => {
    const z = view.zombies.find((x) => x.id === id);
    return z
      ? `${words.zombieType(z.type).replace(/^1\s*(×\s*)?/, "")} ${id} (${z.zone})`
      : words.survivor(id);
  };
  return (
    <section className="sandbox" aria-labelledby="sandbox-title" data-testid="sandbox">
      <h2 id="sandbox-title">{t("sandbox.title")}</h2>
      <p className="hint">{t("sandbox.intro")}</p>
      <div className="sandbox-tools">
        <label htmlFor="sandbox-piece">{t("sandbox.piece")}</label>
        <select
          id="sandbox-piece"
          value={tool?.kind === "move" ? tool.piece : ""}
          onChange={(e) => onTool(e.target.value ? { kind: "move", piece: e.target.value } : null)}
        >
          <option value="">{t("sandbox.tool_none")}</option>
          {movable.map((id) => (
            <option key={id} value={id}>
              {pieceName(id)}
            </option>
          ))}
        </select>
        <label htmlFor="sandbox-zombie">{t("sandbox.zombie")}</label>
        <select
          id="sandbox-zombie"
          value={tool?.kind === "add" ? tool.zombie : ""}
          onChange={(e) => onTool(e.target.value ? { kind: "add", zombie: e.target.value } : null)}
        >
          <option value="">{t("sandbox.tool_none")}</option>
          {addable.map((type) => (
            <option key={type} value={type}>
              {words.zombieType(type).replace(/^1\s*(×\s*)?/, "")}
            </option>
          ))}
        </select>
      </div>
      {tool?.kind === "move" && <p className="hint">{t("sandbox.moveHint")}</p>}
      {tool?.kind === "add" && <p className="hint">{t("sandbox.addHint")}</p>}
      {removals.length > 0 && (
        <details>
          <summary>{t("sandbox.remove")}</summary>
          <ul className="action-list">
            {removals.map((c) => (
              <li key={String(c.zombie)}>
                <button type="button" onClick={() => onSend(c)}>
                  {commandWords(words, c)} — {pieceName(String(c.zombie))}
                </button>
              </li>
            ))}
          </ul>
        </details>
      )}
      <NoiseControls
        words={words}
        removals={commands.filter((c) => c.type === "sandboxRemoveNoise")}
        tool={tool}
        onTool={onTool}
        onSend={onSend}
      />
      <DrawCardForm
        words={words}
        commands={commands.filter((c) => c.type === "sandboxDrawCard")}
        onSend={onSend}
      />
      <DeckBoxes
        words={words}
        commands={commands.filter((c) => c.type === "sandboxToggleBox")}
        onSend={onSend}
      />
      <div className="sandbox-door">
        <p data-testid="selected-door">{door ? t("sandbox.door", { door }) : t("sandbox.noDoor")}</p>
        <button type="button" disabled={!flip} onClick={() => flip && onSend(flip)}>
          {t("sandbox.flip")}
        </button>
      </div>
    </section>
  );
});
