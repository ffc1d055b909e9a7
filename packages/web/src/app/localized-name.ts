/** Picks a name for the current language from a { en, pt-BR } record, falling back to the other one. */
export function localizedName(
  names: { readonly en?: string; readonly "pt-BR"?: string },
  language: string,
): string {
  const pick = language === "pt-BR" ? (names["pt-BR"] ?? names.en) : (names.en ?? names["pt-BR"]);
  return pick ?? "";
}
