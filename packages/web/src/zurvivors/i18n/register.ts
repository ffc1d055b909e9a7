import i18next from "i18next";
import { zurvivorsEn } from "./en.ts";
import { zurvivorsPtBR } from "./pt-BR.ts";

export const ZURVIVORS_NS = "zurvivors";

/** Adds the Zurvivors strings to the app's i18next (once); the pages load them with their own code. */
export function registerZurvivorsStrings(i18n = i18next): void {
  if (!i18n.hasResourceBundle("en", ZURVIVORS_NS)) i18n.addResourceBundle("en", ZURVIVORS_NS, zurvivorsEn);
  if (!i18n.hasResourceBundle("pt-BR", ZURVIVORS_NS))
    i18n.addResourceBundle("pt-BR", ZURVIVORS_NS, zurvivorsPtBR);
}
