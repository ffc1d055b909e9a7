import { useTranslation } from "react-i18next";
import { moduleNamespace } from "../i18n/module-words.ts";
import { TABLE_NS } from "../i18n/register.ts";
import type { Words } from "../words/words.ts";

/** A held Wound card as the Wound deck module keeps it (Rio Z Janeiro, modules/rio/wound-deck/state.ts). */
interface Held {
  readonly survivor: string;
  readonly card: string;
  readonly effect: string;
  readonly zombie?: string;
  readonly until?: number;
}

interface WoundDeckSlice {
  readonly held?: readonly Held[];
  readonly turnsEnded?: Readonly<Record<string, number>>;
}

/** Effects that last past the draw (Broken Arm to the end of the Mission, the others to the next Turn's end). */
const LASTING = new Set(["blinded", "dazed", "revenge", "broken-arm", "sprained-ankle"]);

/** The survivor's Wound cards (held ones) and which lasting effects are on now. */
export function woundCardsOf(
  view: { readonly slices?: Readonly<Record<string, unknown>> },
  survivor: string,
): { held: Held[]; lasting: Held[] } {
  const w = view.slices?.["wound-deck"] as WoundDeckSlice | null | undefined;
  const held = (w?.held ?? []).filter((h) => h.survivor === survivor);
  const ended = w?.turnsEnded?.[survivor] ?? 0;
  const lasting = held.filter((h) => LASTING.has(h.effect) && (h.until === undefined || ended < h.until));
  return { held, lasting };
}

/** A survivor's Wound cards on its dashboard: what it holds, and each lasting effect in a few words. */
export function WoundCards({
  words,
  view,
  survivor,
}: {
  words: Words;
  view: { readonly slices?: Readonly<Record<string, unknown>> };
  survivor: string;
}) {
  const { t } = useTranslation(TABLE_NS);
  // The Wound deck module's words (modules/rio/wound-deck/play-words.ts).
  const ns = moduleNamespace("wound-deck");
  const { held, lasting } = woundCardsOf(view, survivor);
  if (held.length === 0) return null;
  const name = (h: Held) => t(`word.card_${h.effect}`, { ns, defaultValue: h.effect });
  const counts = new Map<string, number>();
  for (const h of held) counts.set(h.effect, (counts.get(h.effect) ?? 0) + 1);
  const names = [...counts].map(([effect, n]) => {
    const one = name({ survivor, card: effect, effect });
    return n > 1 ? `${one} ×${n}` : one;
  });
  const effect = (h: Held) =>
    t(`wound.effect_${h.effect}`, {
      ns,
      zombie: h.zombie
        ? words.zombieType(h.zombie, 1).replace(/^1\s*(×\s*)?/, "")
        : t("wound.theZombie", { ns }),
    });
  return (
    <div className="wound-cards" data-testid={`wound-cards-${survivor}`}>
      <p>
        {t("wound.held", { ns })}: {words.list(names)}
      </p>
      {lasting.length > 0 && (
        <ul className="lasting-effects" data-testid={`lasting-${survivor}`}>
          {lasting.map((h) => (
            <li key={`${h.card}-${h.effect}`}>
              <strong>
                {t("wound.lasting", { ns })}: {name(h)}
              </strong>{" "}
              — {effect(h)} (
              {h.until === undefined ? t("wound.untilMissionEnd", { ns }) : t("wound.untilNextTurn", { ns })})
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
