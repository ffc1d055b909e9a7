import i18next from "i18next";
import { blackPlagueEn } from "./en.ts";
import { blackPlaguePtBR } from "./pt-BR.ts";

export const BLACK_PLAGUE_NS = "blackPlague";

/** Adds the Black Plague page's strings to the app's i18next once. */
export function registerBlackPlagueStrings(i18n = i18next): void {
  if (!i18n.hasResourceBundle("en", BLACK_PLAGUE_NS))
    i18n.addResourceBundle("en", BLACK_PLAGUE_NS, blackPlagueEn);
  if (!i18n.hasResourceBundle("pt-BR", BLACK_PLAGUE_NS))
    i18n.addResourceBundle("pt-BR", BLACK_PLAGUE_NS, blackPlaguePtBR);
}
