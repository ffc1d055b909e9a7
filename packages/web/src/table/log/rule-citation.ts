import type { TFunction } from "i18next";
import { moduleNamespaces } from "../i18n/module-words.ts";

/**
 * A rule reference in the player's language. The engine cites rules in English ("core-2e §5 Search (…)");
 * in another language the citation keeps the box and section and names the section in that language.
 */
export function ruleCitation(t: TFunction, language: string, cited: string): string {
  // "(?)" marks a reading the engine's authors still doubt: a note for them, not words for the players.
  const rule = cited.replace(/\s*\(\?\)/g, "");
  // An Objective card's effects run as a mission rule named after the card's id: the card, not the id, in words.
  if (/^mission \S+: special rule "objective-card-[^"]+"$/.test(rule)) return t("log.citeObjectiveCard");
  if (language.startsWith("en")) return rule;
  const other = notABook(t, rule);
  if (other !== null) return other;
  // A profile's book citing a rule it plays as 2E does: "classic (played as in 2E): core-2e §3 …".
  const asCore = /^(\S+) \([^)]*\): (core-2e §.+)$/.exec(rule);
  if (asCore)
    return t("log.citeAs2E", { box: asCore[1], rule: ruleCitation(t, language, asCore[2] as string) });
  const m = /^(\S+) §(\d+[a-z]?(?:\.\d+)?)/.exec(rule);
  if (!m) return headingOf(t, rule) ?? rule;
  const [, box, section] = m as unknown as [string, string, string];
  // The 2E book's section names, or the other book's own (Black Plague's sections are not the 2E ones).
  const main = String(Number.parseInt(section, 10));
  const key = box === "core-2e" ? `log.section_${main}` : `log.section_${box}_${main}`;
  const name = t(key, { defaultValue: "" });
  return name ? `${box} §${section} (${name})` : `${box} §${section}`;
}

/** Citations of no rulebook (a table edit, a mission's own rules and goals), in words; null for a book's. */
function notABook(t: TFunction, rule: string): string | null {
  if (rule === "table edit (free mode)") return t("log.citeTableEdit");
  const special = /^mission \S+: special rule "(.+)"$/.exec(rule);
  if (special) return t("log.citeMissionRule", { rule: special[1] });
  const goal = /^mission \S+: goal (\d+)/.exec(rule);
  if (goal) return t("log.citeMissionGoal", { n: goal[1] });
  if (/^mission \S+: lose condition/.test(rule)) return t("log.citeMissionLoss");
  if (/^mission \S+: all goals met$/.test(rule)) return t("log.citeMissionWon");
  return null;
}

/**
 * A citation by a rulebook's heading rather than a section number ("Canine Companions, Instructions (…)"): the
 * heading in the reader's language when a rule module's words have it (`rule.<slug>`, the module that plays
 * that rule), its English explanation left out; null when none does.
 */
function headingOf(t: TFunction, rule: string): string | null {
  const heading = rule.replace(/\s*\(.*\)\s*$/, "");
  const slug = heading
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
  const words = t(`rule.${slug}`, { ns: moduleNamespaces(), defaultValue: "" });
  return words === "" ? null : words;
}
