import i18next from "i18next";
import { labEn } from "./en.ts";
import { labPtBR } from "./pt-BR.ts";

export const LAB_NS = "lab";

/** Adds the lab's and the table bots' strings to the app's i18next once. */
export function registerLabStrings(i18n = i18next): void {
  if (!i18n.hasResourceBundle("en", LAB_NS)) i18n.addResourceBundle("en", LAB_NS, labEn);
  if (!i18n.hasResourceBundle("pt-BR", LAB_NS)) i18n.addResourceBundle("pt-BR", LAB_NS, labPtBR);
}
