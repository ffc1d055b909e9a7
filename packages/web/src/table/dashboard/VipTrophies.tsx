import { useTranslation } from "react-i18next";
import { moduleNamespace } from "../i18n/module-words.ts";
import type { Words } from "../words/words.ts";

/** The VIP module's slice as the table reads it (VIP #2, modules/classic/vip/trophies.ts). */
interface VipSlice {
  readonly trophies?: Readonly<Record<string, readonly string[]>>;
}

/** The VIP trophies a survivor keeps on its ID card, by model. */
export function vipTrophiesOf(
  view: { readonly slices?: Readonly<Record<string, unknown>> },
  survivor: string,
): readonly string[] {
  const v = view.slices?.["vip-walkers"] as VipSlice | null | undefined;
  return v?.trophies?.[survivor] ?? [];
}

/** A survivor's VIP trophies on its dashboard: each model and how many (five different buy a Pimpweapon). */
export function VipTrophies({
  words,
  view,
  survivor,
}: {
  words: Words;
  view: { readonly slices?: Readonly<Record<string, unknown>> };
  survivor: string;
}) {
  // The VIP module's words (modules/classic/vip/events.ts, play-words.ts).
  const { t } = useTranslation(moduleNamespace("vip-walkers"));
  const held = vipTrophiesOf(view, survivor);
  if (held.length === 0) return null;
  const counts = new Map<string, number>();
  for (const m of held) counts.set(m, (counts.get(m) ?? 0) + 1);
  const names = [...counts].map(([m, n]) => {
    const one = t(`word.model_${m}`, { defaultValue: m });
    return n > 1 ? `${one} ×${n}` : one;
  });
  return (
    <p className="vip-trophies" data-testid={`vip-trophies-${survivor}`}>
      {t("trophies.held", { count: counts.size })}: {words.list(names)}
    </p>
  );
}
