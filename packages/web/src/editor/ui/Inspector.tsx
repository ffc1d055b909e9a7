import { useTranslation } from "react-i18next";
import { EDITOR_NS } from "../i18n/register.ts";
import { editRecord } from "../model/commands.ts";
import type { Editor, EditorSnapshot } from "../model/editor.ts";
import { hasCrate, withCrate } from "../model/ops.ts";
import { CompanionCardSelect } from "./CompanionCardSelect.tsx";

/**
 * The selected piece's fields: a token's id (rules name tokens by id) and count, a door's colour and state, a
 * car's type and Epic crate, a Companion's ID card.
 */
export function Inspector({ editor, snap }: { editor: Editor; snap: EditorSnapshot }) {
  const { t } = useTranslation(EDITOR_NS);
  if (snap.selection.length !== 1)
    return (
      <p className="ed-inspector">
        {snap.selection.length === 0
          ? t("inspector.none")
          : t("inspector.many", { count: snap.selection.length })}
      </p>
    );
  const r = snap.doc.records[snap.selection[0] as string];
  if (!r) return null;
  if (r.type === "tile")
    return <p className="ed-inspector">{t("inspector.tile", { tile: r.tile, rotation: r.rotation })}</p>;
  if (r.type === "door")
    return (
      <div className="ed-inspector">
        <label>
          {t("inspector.colour")}{" "}
          <select
            value={r.colour}
            onChange={(e) => editRecord(editor, { ...r, colour: e.target.value as typeof r.colour })}
          >
            {["neutral", "red", "blue", "green", "yellow", "purple", "white"].map((c) => (
              <option key={c} value={c}>
                {t(`colour.${c}`)}
              </option>
            ))}
          </select>
        </label>
        <label>
          <input
            type="checkbox"
            checked={r.open}
            onChange={(e) => editRecord(editor, { ...r, open: e.target.checked })}
          />{" "}
          {t("inspector.open")}
        </label>
      </div>
    );
  const tok = r.token;
  return (
    <div className="ed-inspector">
      <span>{t("inspector.cell", { x: tok.x, y: tok.y })}</span>{" "}
      <label>
        {t("inspector.id")}{" "}
        <input
          value={tok.id ?? ""}
          maxLength={40}
          onChange={(e) => {
            const { id: _old, ...rest } = tok;
            editRecord(editor, {
              ...r,
              token: e.target.value ? { ...rest, id: e.target.value } : (rest as typeof tok),
            });
          }}
        />
      </label>
      {tok.kind === "car" && (
        <label>
          {t("inspector.car")}{" "}
          <select
            value={tok.car}
            onChange={(e) => {
              // Another kind of car starts with that kind's crate (a Muscle Car's, none in a Police Car).
              const { crate: _crate, ...rest } = tok;
              editRecord(editor, { ...r, token: { ...rest, car: e.target.value as typeof tok.car } });
            }}
          >
            {(["muscle", "police", "pimpmobile"] as const).map((c) => (
              <option key={c} value={c}>
                {t(`car.${c}`)}
              </option>
            ))}
          </select>
        </label>
      )}
      {tok.kind === "car" && (tok.car === "muscle" || hasCrate(tok)) && (
        <label>
          <input
            type="checkbox"
            checked={hasCrate(tok)}
            onChange={(e) => editRecord(editor, { ...r, token: withCrate(tok, e.target.checked) })}
          />{" "}
          {t("inspector.crate")}
        </label>
      )}
      {tok.kind === "companion" && (
        <CompanionCardSelect
          value={tok.card}
          onChange={(card) => {
            const { card: _old, ...rest } = tok;
            editRecord(editor, { ...r, token: card ? { ...rest, card } : rest });
          }}
        />
      )}
      {(tok.kind === "zombies" || tok.kind === "noise") && (
        <label>
          {t("inspector.count")}{" "}
          <input
            type="number"
            min={1}
            max={99}
            value={tok.count}
            onChange={(e) =>
              editRecord(editor, {
                ...r,
                token: { ...tok, count: Math.max(1, Math.min(99, Number(e.target.value) || 1)) },
              })
            }
          />
        </label>
      )}
    </div>
  );
}
