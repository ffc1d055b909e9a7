import i18next, { type TFunction } from "i18next";
import { en } from "../../../src/i18n/locales/en.ts";
import { ptBR } from "../../../src/i18n/locales/pt-BR.ts";
import { tableEn } from "../../../src/table/i18n/en.ts";
import { registerModuleWords } from "../../../src/table/i18n/module-words.ts";
import { tablePtBR } from "../../../src/table/i18n/pt-BR.ts";
import { makeWords, type WordSources, type Words } from "../../../src/table/words/words.ts";

/** An i18next of its own with the app's, the table's and every rule module's words, as the table pages load them. */
async function logI18n() {
  const i18n = i18next.createInstance();
  await i18n.init({
    lng: "en",
    resources: { en: { translation: en, table: tableEn }, "pt-BR": { translation: ptBR, table: tablePtBR } },
    interpolation: { escapeValue: false },
  });
  registerModuleWords(i18n);
  return i18n;
}

/** The table pages' i18next (app, table and rule modules' words), for tests that read words by key. */
export const tableI18n = await logI18n();
const EMPTY = {
  survivors: [],
  survivorCatalog: { survivors: {}, equipment: {}, decks: { starting: [], equipment: [], epic: [] } },
  zombieCatalog: { types: {}, pools: {}, spawnCards: {}, abominations: {} },
};

/** The log's words in a language, for a view (no survivors by default), skill names and what skills do. */
export function logWords(
  lng: string,
  state: unknown = EMPTY,
  skills: WordSources["skills"] = {},
  skillHelp: WordSources["skillHelp"] = {},
): Words {
  return makeWords({
    t: tableI18n.getFixedT(lng, "table") as TFunction,
    tApp: tableI18n.getFixedT(lng) as TFunction,
    language: lng,
    state: { ...EMPTY, ...(state as object) } as never,
    skills,
    skillHelp,
  });
}
