import { canUndo, type RuleError } from "@horda/table";
import type { ZombicideView } from "@horda/zombicide";
import { memo, useState } from "react";
import { useTranslation } from "react-i18next";
import { TABLE_NS } from "./i18n/register.ts";
import { ruleCitation } from "./log/rule-citation.ts";
import { ModesLine } from "./modes/ModesLine.tsx";
import { RuleProfileLine } from "./modes/RuleProfileLine.tsx";
import { ServerSaveButton } from "./server/ServerSaveButton.tsx";
import { undoSeat, type ZSession } from "./session/table-session.ts";
import { newGameId, type SavedGame, saveGame } from "./store/game-store.ts";
import { nameSeats } from "./words/name-seats.ts";
import { refusalText } from "./words/refusal.ts";

interface Props {
  readonly title: string;
  readonly view: ZombicideView;
  readonly seatName: (seat: string) => string;
  readonly acting: string | null;
  readonly session: ZSession;
  readonly saved: SavedGame;
  readonly onUndo: () => void;
  readonly onNote: (note: string | null) => void;
  readonly error: RuleError | null;
  /** The round and phase a playback has reached (the header follows it), else the game's. */
  readonly round?: number | undefined;
  readonly phase?: string | undefined;
}

/** Title, round and phase, whose turn it is, undo (when the session allows it) and save a copy. */
export const TableHeader = memo(function TableHeader({
  title,
  view,
  seatName,
  acting,
  session,
  saved,
  onUndo,
  error,
  round,
  phase,
}: Props) {
  const { t, i18n } = useTranslation(TABLE_NS);
  const [note, setNote] = useState<string | null>(null);
  const seat = undoSeat(session);
  const undoable = seat !== null && canUndo(session, seat);
  const pending = view.pending[0];
  const saveCopy = () => {
    const name = `${saved.title} (${new Date().toLocaleString()})`;
    const ok = saveGame({ ...saved, id: newGameId(), title: name, savedAt: Date.now() });
    setNote(ok ? t("table.saved", { name }) : null);
  };
  return (
    <header className="table-header">
      <h1>{t("table.title", { name: title })}</h1>
      <p className="table-status" data-testid="table-status">
        {t("table.round", { round: round ?? view.turn.round })} ·{" "}
        {t(`table.phase_${phase ?? view.turn.phase}`)}
        {/* While a playback runs, whose turn it is now would contradict the step shown: it is left out. */}
        {view.turn.phase === "over" || phase !== undefined
          ? ""
          : pending
            ? ` · ${t("table.waiting", { seat: seatName(pending.seat) })}`
            : acting
              ? ` · ${t("table.turnOf", { seat: seatName(acting) })}`
              : ""}
        {view.modules.includes("sandbox") && <span className="badge">{t("table.free")}</span>}
      </p>
      <RuleProfileLine profile={view.profile} />
      <ModesLine modules={view.modules} houseRules={view.houseRules} />
      <div className="table-tools">
        <button type="button" onClick={onUndo} disabled={!undoable} title={t("table.undoHint")}>
          {t("table.undo")}
        </button>
        <button type="button" onClick={saveCopy}>
          {t("table.save")}
        </button>
        <ServerSaveButton saved={saved} />
      </div>
      {note && (
        <p role="status" className="notice">
          {note}
        </p>
      )}
      {error && (
        <p role="alert" className="error">
          {t("table.refused", {
            message: nameSeats(refusalText(t, error), view.seats, seatName),
            rule: ruleCitation(t, i18n.language, error.rule),
          })}
        </p>
      )}
    </header>
  );
});
