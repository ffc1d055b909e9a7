import { DOOR_COLOURS } from "@horda/content";
import { memo, useState } from "react";
import { useTranslation } from "react-i18next";
import { localizedName } from "../../app/localized-name.ts";
import { zombicideBoxes, zombieTypeName } from "../content/boxes.ts";
import { MODULE_TOKENS, TOKEN_MODULE_PROFILE, TOKEN_MODULES } from "../content/module-tokens.ts";
import { bundledSurvivorsByBox } from "../content/survivors-by-box.ts";
import { EDITOR_NS } from "../i18n/register.ts";
import type { Editor } from "../model/editor.ts";
import type { MissionFields } from "../model/records.ts";
import { type PieceTemplate, templateKey } from "../tools/pieces.ts";
import { CompanionCardSelect } from "./CompanionCardSelect.tsx";

/** A survivor's name in the current language, from the bundled boxes (the id when no box has it). */
function survivorName(id: string, language: string): string {
  const s = bundledSurvivorsByBox()
    .flatMap((b) => b.survivors)
    .find((x) => x.id === id);
  return s ? localizedName(s.names, language) : id;
}

const OBJECTIVE_COLOURS = ["red", "blue", "green", "yellow", "purple", "white"] as const;
const SPAWNS = ["start", "red", "blue", "green"] as const;

/**
 * The piece palette, filtered by the mission's rule profile and then by box: a Black Plague mission is offered its
 * boxes' zombies and tokens (Vault doors, Dragon Bile ⇄ Dragon Fire, Necromancer spawns, Vault artefacts), a 2E one
 * Rio Z Janeiro's, a classic one Toxic City Mall's. Choose a piece, then click cells (doors go on the nearest cell
 * side); `*` flips a two-faced one.
 */
export const PiecePalette = memo(function PiecePalette({
  editor,
  active,
  profile = "2e",
}: {
  editor: Editor;
  active: string | null;
  /** The mission's rule profile (2E when none is given). */
  profile?: MissionFields["ruleProfile"];
}) {
  const { t, i18n } = useTranslation(EDITOR_NS);
  // "Every box": the pieces of the other profiles' boxes too (a map drawn for several families).
  const [everyBox, setEveryBox] = useState(false);
  const boxes = zombicideBoxes().filter((b) => everyBox || b.profile === profile);
  const modules = TOKEN_MODULES.filter((m) => everyBox || TOKEN_MODULE_PROFILE[m] === profile);
  const [box, setBox] = useState("");
  const [count, setCount] = useState(1);
  const [card, setCard] = useState<string | undefined>(undefined);
  const zombies = [...new Set(boxes.filter((b) => !box || b.id === box).flatMap((b) => b.zombies))];
  const tokenName = (name: string) => t(`moduleToken.${name}`);
  // Doors and Spawn Zones are feminine nouns in pt-BR.
  const c = (k: string) => t(`colourF.${k}`);
  const item = (template: PieceTemplate, label: string) => {
    const key = templateKey(template);
    return (
      <li key={key}>
        <button
          type="button"
          data-piece={key}
          aria-pressed={active === key}
          className={active === key ? "ed-armed" : undefined}
          onClick={() => editor.setTool("place-piece", { template, preview: null })}
        >
          {label}
        </button>
      </li>
    );
  };
  return (
    <section className="ed-palette" aria-label={t("palette.title")}>
      <h2>{t("palette.title")}</h2>
      <label>
        <input type="checkbox" checked={everyBox} onChange={(e) => setEveryBox(e.target.checked)} />{" "}
        {t("palette.everyBox")}
      </label>
      <label>
        {t("library.box")}{" "}
        <select value={box} onChange={(e) => setBox(e.target.value)}>
          <option value="">{t("library.allBoxes")}</option>
          {boxes.map((b) => (
            <option key={b.id} value={b.id}>
              {localizedName(b.names, i18n.language)}
            </option>
          ))}
        </select>
      </label>
      <h3>{t("palette.doors")}</h3>
      <ul>
        {DOOR_COLOURS.flatMap((colour) => [
          item({ kind: "door", colour, open: false }, t("palette.door", { colour: c(colour) })),
          ...(colour === "neutral"
            ? [item({ kind: "door", colour, open: true }, t("palette.doorOpen", { colour: c(colour) }))]
            : []),
        ])}
      </ul>
      <h3>{t("palette.spawns")}</h3>
      <ul>
        {SPAWNS.flatMap((spawn) => [
          item(
            { kind: "token", token: { kind: "spawn", spawn, active: true } },
            t("palette.spawn", { spawn: c(spawn) }),
          ),
          item(
            { kind: "token", token: { kind: "spawn", spawn, active: false } },
            t("palette.spawnInactive", { spawn: c(spawn) }),
          ),
        ])}
      </ul>
      <h3>{t("palette.objectives")}</h3>
      <ul>
        {OBJECTIVE_COLOURS.map((colour) =>
          item(
            { kind: "token", token: { kind: "objective", colour } },
            t("palette.objective", { colour: c(colour) }),
          ),
        )}
      </ul>
      <h3>{t("palette.other")}</h3>
      <ul>
        {item({ kind: "token", token: { kind: "start" } }, t("palette.start"))}
        {item({ kind: "token", token: { kind: "exit" } }, t("palette.exit"))}
        {item({ kind: "token", token: { kind: "crate" } }, t("palette.crate"))}
        {item({ kind: "token", token: { kind: "noise", count: 1 } }, t("palette.noise"))}
      </ul>
      <h3>{t("palette.vehicles")}</h3>
      <ul>
        {(everyBox || profile !== "classic") &&
          item(
            { kind: "token", token: { kind: "car", car: "muscle" } },
            `${t("palette.car", { car: t("car.muscle") })} (${t("palette.withCrate")})`,
          )}
        {item(
          { kind: "token", token: { kind: "car", car: "police" } },
          t("palette.car", { car: t("car.police") }),
        )}
        {/* The classic family's Pimpmobile (Season 1), searched once for a Pimpweapon. */}
        {(everyBox || profile === "classic") &&
          item(
            { kind: "token", token: { kind: "car", car: "pimpmobile" } },
            t("palette.car", { car: t("car.pimpmobile") }),
          )}
      </ul>
      <CompanionCardSelect value={card} onChange={setCard} />
      <ul>
        {item(
          { kind: "token", token: { kind: "companion", ...(card ? { card } : {}) } },
          card
            ? t("palette.companionCard", { card: survivorName(card, i18n.language) })
            : t("palette.companion"),
        )}
      </ul>
      {modules.length > 0 && <h3>{t("palette.modules")}</h3>}
      {modules.map((m) => (
        <div key={m} data-module={m}>
          <h4>{t(`module.${m}`)}</h4>
          <ul>
            {MODULE_TOKENS.filter((k) => k.module === m).map((k) =>
              item(
                { kind: "token", token: { kind: "token", name: k.name } },
                `${tokenName(k.name)}${k.otherFace ? ` ⇄ ${tokenName(k.otherFace)}` : ""}${k.unverified ? ` (${t("library.unverified")})` : ""}`,
              ),
            )}
          </ul>
          {m === "black-plague" && <p className="hint">{t("palette.vaultsHint")}</p>}
          {m === "black-plague" && <p className="hint">{t("palette.towersHint")}</p>}
        </div>
      ))}
      <h3>{t("palette.zombies")}</h3>
      <label>
        {t("palette.count")}{" "}
        <input
          type="number"
          min={1}
          max={99}
          value={count}
          onChange={(e) => setCount(Math.max(1, Math.min(99, Number(e.target.value) || 1)))}
        />
      </label>
      <ul>
        {zombies.map((zombie) =>
          item(
            { kind: "token", token: { kind: "zombies", zombie, count } },
            t("palette.zombie", { count, zombie: zombieTypeName(zombie, i18n.language) }),
          ),
        )}
      </ul>
    </section>
  );
});
