import type { ZombicideView } from "@horda/zombicide";
import { useTranslation } from "react-i18next";
import { TABLE_NS } from "../i18n/register.ts";
import type { Words } from "../words/words.ts";
import { AdrenalineBar } from "./AdrenalineBar.tsx";
import { CardLine } from "./CardLine.tsx";

interface Props {
  readonly words: Words;
  readonly view: ZombicideView;
  readonly survivor: ZombicideView["survivors"][number];
  readonly colour: string;
  readonly seatName: string;
  readonly selected: boolean;
  /** Present when this survivor may be chosen to act now. */
  readonly onSelect?: () => void;
}

/** A survivor's dashboard: wounds, adrenaline and danger level, actions left, skills, hands and backpack. */
export function SurvivorCard({ words, view, survivor: s, colour, seatName, selected, onSelect }: Props) {
  const { t } = useTranslation(TABLE_NS);
  const idCard = s.card ? view.survivorCatalog.survivors[s.card] : undefined;
  const name = words.survivor(s.id);
  const state = s.eliminated
    ? t("dashboard.eliminated")
    : s.escaped
      ? t("dashboard.escaped")
      : s.done
        ? t("dashboard.done")
        : null;
  return (
    <article
      className={`survivor-card${selected ? " selected" : ""}${s.eliminated ? " eliminated" : ""}`}
      style={{ borderColor: colour }}
      aria-labelledby={`survivor-${s.id}`}
      data-testid={`survivor-${s.id}`}
    >
      <header>
        <h3 id={`survivor-${s.id}`}>
          {onSelect ? (
            <button type="button" aria-pressed={selected} onClick={onSelect}>
              {name}
            </button>
          ) : (
            name
          )}
        </h3>
        <span className="seat-chip" style={{ background: colour }}>
          {t("dashboard.seat", { seat: seatName })}
        </span>
        {idCard?.unverified && <span className="badge badge-unverified">{t("newGame.unverified")}</span>}
      </header>
      <p className="wounds" data-testid="wounds">
        {t("dashboard.wounds", { wounds: s.wounds, health: s.health })} · {s.zone}
        {view.turn.active === s.id && <> · {t("dashboard.actions", { count: s.actionsLeft })}</>}
        {state && <> · {state}</>}
      </p>
      <AdrenalineBar adrenaline={s.adrenaline} />
      <p className="skills">
        {t("dashboard.skills")}: {words.list(s.skills.map(words.skill))}
      </p>
      <div className="inventory">
        <h4>{t("dashboard.hands")}</h4>
        <ul>
          {s.hands.map((c, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the two hand slots are positions.
            <CardLine key={`h${i}`} words={words} catalog={view.survivorCatalog} uid={c} />
          ))}
        </ul>
        <h4>{t("dashboard.backpack")}</h4>
        <ul>
          {s.backpack.length === 0 ? (
            <CardLine words={words} catalog={view.survivorCatalog} uid={null} />
          ) : (
            s.backpack.map((c) => <CardLine key={c} words={words} catalog={view.survivorCatalog} uid={c} />)
          )}
        </ul>
      </div>
    </article>
  );
}
