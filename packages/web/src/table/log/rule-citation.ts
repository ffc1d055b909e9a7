import type { TFunction } from "i18next";

/**
 * A rule reference in the player's language. The engine cites rules in English ("core-2e §5 Search (…)");
 * in another language the citation keeps the box and section and names the section in that language.
 */
export function ruleCitation(t: TFunction, language: string, cited: string): string {
  // "(?)" marks a reading the engine's authors still doubt: a note for them, not words for the players.
  const rule = cited.replace(/\s*\(\?\)/g, "");
  if (language.startsWith("en")) return rule;
  const m = /^(\S+) §(\d+)\b/.exec(rule);
  if (!m) return rule;
  const [, box, section] = m as unknown as [string, string, string];
  const name = t(`log.section_${section}`, { defaultValue: "" });
  return name ? `${box} §${section} (${name})` : `${box} §${section}`;
}
