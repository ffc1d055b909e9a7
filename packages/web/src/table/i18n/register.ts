import i18next from "i18next";
import { tableEn } from "./en.ts";
import { registerModuleWords } from "./module-words.ts";
import { tablePtBR } from "./pt-BR.ts";

export const TABLE_NS = "table";

/**
 * Adds the table's strings to the app's i18next once, with every rule module's words beside them; the table
 * pages load them with their own code.
 */
export function registerTableStrings(i18n = i18next): void {
  if (!i18n.hasResourceBundle("en", TABLE_NS)) i18n.addResourceBundle("en", TABLE_NS, tableEn);
  if (!i18n.hasResourceBundle("pt-BR", TABLE_NS)) i18n.addResourceBundle("pt-BR", TABLE_NS, tablePtBR);
  registerModuleWords(i18n);
}
