import type { ZombicideCommand } from "@horda/zombicide";
import { useTranslation } from "react-i18next";
import { commandWords } from "../actions/command-words.ts";
import { TABLE_NS } from "../i18n/register.ts";
import type { Words } from "../words/words.ts";
import type { SandboxTool } from "./SandboxPanel.tsx";

interface Props {
  readonly words: Words;
  /** The legal sandboxRemoveNoise commands (zones that hold Noise tokens). */
  readonly removals: readonly ZombicideCommand[];
  readonly tool: SandboxTool;
  readonly onTool: (tool: SandboxTool) => void;
  readonly onSend: (c: ZombicideCommand) => void;
}

/** Free mode's Noise tokens: a tool that adds one per zone click, and a button per token to take away. */
export function NoiseControls({ words, removals, tool, onTool, onSend }: Props) {
  const { t } = useTranslation(TABLE_NS);
  const on = tool?.kind === "noise";
  return (
    <>
      <label>
        <input
          type="checkbox"
          checked={on}
          onChange={(e) => onTool(e.target.checked ? { kind: "noise" } : null)}
        />{" "}
        {t("sandbox.noiseTool")}
      </label>
      {on && <p className="hint">{t("sandbox.noiseHint")}</p>}
      {removals.length > 0 && (
        <details>
          <summary>{t("sandbox.removeNoise")}</summary>
          <ul className="action-list">
            {removals.map((c) => (
              <li key={String(c.zone)}>
                <button type="button" onClick={() => onSend(c)}>
                  {commandWords(words, c)}
                </button>
              </li>
            ))}
          </ul>
        </details>
      )}
    </>
  );
}
