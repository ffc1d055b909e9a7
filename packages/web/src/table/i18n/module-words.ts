import { installedModules, type RuleModule } from "@horda/zombicide";
import type { i18n as I18n } from "i18next";

/** The i18next namespace of a rule module's words ("module-shove"). */
export const moduleNamespace = (id: string) => `module-${id}`;

/**
 * Adds every rule module's words (its events' log lines, its names) to i18next, one namespace per module, so an
 * expansion's text comes with its rules and the web's locale files never name it.
 */
export function registerModuleWords(i18n: I18n, modules: readonly RuleModule[] = installedModules()): void {
  for (const m of modules) {
    if (!m.words) continue;
    const ns = moduleNamespace(m.id);
    for (const lng of ["en", "pt-BR"] as const)
      if (!i18n.hasResourceBundle(lng, ns)) i18n.addResourceBundle(lng, ns, m.words[lng]);
  }
}

/** The namespaces of every rule module that has words, for a word any module may hold (a rule's heading). */
export function moduleNamespaces(modules: readonly RuleModule[] = installedModules()): string[] {
  return modules.filter((m) => m.words).map((m) => moduleNamespace(m.id));
}
