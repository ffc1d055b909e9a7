import { moduleOfRefusal } from "@horda/zombicide";
import type { TFunction } from "i18next";
import { moduleNamespace } from "../i18n/module-words.ts";

/**
 * A refusal in the player's language, from its typed code (the engine's and the table session's messages are
 * English): a rule's code in the words of the module that brings it, the table's and the sessions' in the
 * table's. A code nobody has words for (a newer server's) shows the message as given.
 */
export function refusalText(
  t: TFunction,
  error: { readonly code: string; readonly message: string },
): string {
  const module = moduleOfRefusal(error.code);
  const said = t(`refusal.${error.code}`, {
    defaultValue: "",
    ...(module ? { ns: moduleNamespace(module.id) } : {}),
  });
  return said === "" ? error.message : said;
}
