import type { ZombicideView } from "@horda/zombicide";
import type { Words } from "../words/words.ts";
import { woundOutlook, woundsLeft } from "./wound-outlook.ts";

interface Props {
  readonly words: Words;
  readonly view: ZombicideView;
  /** The survivors the zombies attack (the decision's choices). */
  readonly survivors: readonly string[];
}

/** Before the players hand out zombie Wounds: how many are left, each survivor's Wounds and what a Wound now does. */
export function WoundInfo({ words, view, survivors }: Props) {
  const { t } = words;
  const left = woundsLeft(view);
  return (
    <div className="wound-info" data-testid="wound-info">
      {left !== null && (
        <p data-testid="wounds-left">
          <strong>{t("woundInfo.left", { count: left })}</strong>
        </p>
      )}
      <ul>
        {survivors.map((id) => {
          const s = view.survivors.find((x) => x.id === id);
          if (!s) return null;
          const outlook = woundOutlook(view, id);
          const survivor = words.survivor(id);
          const next =
            outlook === "wound"
              ? t("woundInfo.nextWound", { after: s.wounds + 1, health: s.health })
              : t(outlook === "eliminated" ? "woundInfo.nextEliminated" : "woundInfo.nextLost", { survivor });
          return (
            <li
              key={id}
              data-testid={`wound-survivor-${id}`}
              className={outlook === "wound" ? undefined : "fatal"}
            >
              {t("woundInfo.current", { survivor, wounds: s.wounds, health: s.health })} — {next}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
