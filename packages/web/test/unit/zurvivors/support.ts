import type { Viewer } from "@horda/table";
import { type ZState, zurvivors } from "@horda/zurvivors";
import i18next from "i18next";
import { setupI18n } from "../../../src/i18n/i18n.ts";
import { registerZurvivorsStrings, ZURVIVORS_NS } from "../../../src/zurvivors/i18n/register.ts";
import type { Lang, Translate, Words } from "../../../src/zurvivors/model/words.ts";

/** A 4-player game with fixed survivors and first player, right after setup. */
export function freshState(seed = "unit", players = 4): ZState {
  const survivors = ["ana", "bruno", "caio", "duda", "elias", "flora"].slice(0, players);
  const s = zurvivors.setup({ players, survivors, firstPlayer: 0 }, seed);
  if (!s.ok) throw new Error(s.error.message);
  return s.value;
}

/** The app's i18next with the Zurvivors strings, as the pages use it. */
export function words(state: ZState, viewer: Viewer, lang: Lang = "en"): Words {
  setupI18n(lang);
  registerZurvivorsStrings();
  const fixed = i18next.getFixedT(lang, ZURVIVORS_NS);
  const t: Translate = (key, options) => fixed(key, options) as string;
  return { t, lang, view: zurvivors.view(state, viewer) };
}

/** Plays with every seat taking the first legal command until `stop` says so (or the game ends). */
export function playUntil(state: ZState, stop: (s: ZState) => boolean, limit = 2000): ZState {
  let s = state;
  for (let i = 0; i < limit && !stop(s) && !s.result; i++) {
    const seat = s.seats.find((x) => zurvivors.legal(s, x).length > 0);
    if (!seat) break;
    const next = zurvivors.apply(s, seat, zurvivors.legal(s, seat)[0]!);
    if (!next.ok) throw new Error(next.error.message);
    s = next.value.state;
  }
  return s;
}
