import type { ZombicideCommand } from "@horda/zombicide";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useTouch } from "../../app/use-touch.ts";
import { TABLE_NS } from "../i18n/register.ts";
import type { Words } from "../words/words.ts";
import { commandWords, groupWords } from "./command-words.ts";
import { routeTargets } from "./drive-route.ts";
import type { CommandGroup } from "./group-commands.ts";

interface Props {
  readonly words: Words;
  readonly groups: readonly CommandGroup[];
  readonly armed: string | null;
  readonly onArm: (key: string) => void;
  readonly onSend: (c: ZombicideCommand) => void;
  /** Zones picked so far for the armed path command (Drive). */
  readonly route?: readonly string[];
  /** More controls for the same survivor, after the buttons (the Trade buttons). */
  readonly children?: ReactNode;
}

/** Groups with more variants than this fold into a list (Reorganize/Trade can offer dozens). */
const FOLD = 4;

/**
 * The survivor's actions, straight from `legal`: zone-aimed groups arm the board (then a zone click sends),
 * door commands and the rest are buttons. Buttons are numbered for the 1-9 keys.
 */
export function ActionBar({ words, groups, armed, onArm, onSend, route = [], children }: Props) {
  const { t } = useTranslation(TABLE_NS);
  const touch = useTouch();
  let n = 0;
  const num = () => (++n <= 9 ? n : undefined);
  const button = (c: ZombicideCommand) => {
    const k = num();
    return (
      <li key={JSON.stringify(c)}>
        <button
          type="button"
          data-shortcut={k}
          aria-keyshortcuts={k === undefined ? undefined : String(k)}
          onClick={() => onSend(c)}
        >
          {commandWords(words, c)}
        </button>
      </li>
    );
  };
  const byType = new Map<string, CommandGroup[]>();
  for (const g of groups) byType.set(g.type, [...(byType.get(g.type) ?? []), g]);
  const aimed = (g: CommandGroup) => g.control === "zone" || g.control === "path";
  const hasZones = groups.some(aimed);
  const pathArmed = groups.find((g) => g.key === armed && g.control === "path");
  // A car's Drive and a skill move are picked the same way; the hint names which.
  const drive = pathArmed?.type === "drive";
  const hasDoors = groups.some((g) => g.control === "door");
  return (
    <section className="action-bar" aria-labelledby="actions-title">
      <h2 id="actions-title">{t("actions.title")}</h2>
      {groups.length === 0 && <p className="hint">{t("actions.none")}</p>}
      <ul className="action-list">
        {groups.filter(aimed).map((g) => {
          const k = num();
          return (
            <li key={g.key}>
              <button
                type="button"
                className="arm"
                aria-pressed={armed === g.key}
                data-shortcut={k}
                onClick={() => onArm(g.key)}
              >
                {groupWords(words, g.sample)}
              </button>
            </li>
          );
        })}
        {[...byType.values()].flatMap((gs) => {
          const flat = gs.filter((g) => !aimed(g)).flatMap((g) => g.commands);
          if (flat.length === 0) return [];
          if (flat.length <= FOLD) return flat.map(button);
          const first = flat[0] as ZombicideCommand;
          return [
            <li key={first.type} className="folded">
              <details>
                <summary>
                  {commandWords(words, first).split(":")[0]} — {t("actions.more", { count: flat.length })}
                </summary>
                <ul>{flat.map((c) => button(c))}</ul>
              </details>
            </li>,
          ];
        })}
      </ul>
      {children}
      {hasZones && <p className="hint">{t(touch ? "actions.clickZoneTouch" : "actions.clickZone")}</p>}
      {pathArmed && (
        <p className="hint" data-testid="route">
          {route.length === 0
            ? t(drive ? "actions.routeStart" : "actions.wayStart", {
                zones: routeTargets(pathArmed.commands, []).join(", "),
              })
            : t(drive ? "actions.route" : "actions.way", {
                path: route.join(" → "),
                last: route[route.length - 1],
              })}
        </p>
      )}
      {hasDoors && <p className="hint">{t(touch ? "actions.clickDoorTouch" : "actions.clickDoor")}</p>}
    </section>
  );
}
