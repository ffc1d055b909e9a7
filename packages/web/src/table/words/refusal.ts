import type { TFunction } from "i18next";

/**
 * A refusal in the player's language, from its typed code (the engine's and the table session's messages are
 * English). A code the table has no words for (a newer server's) shows the message as given.
 */
export function refusalText(
  t: TFunction,
  error: { readonly code: string; readonly message: string },
): string {
  const said = t(`refusal.${error.code}`, { defaultValue: "" });
  return said === "" ? error.message : said;
}
