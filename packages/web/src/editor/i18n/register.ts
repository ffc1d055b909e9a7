import i18next from "i18next";
import { editorEn } from "./en.ts";
import { editorPtBR } from "./pt-BR.ts";

export const EDITOR_NS = "editor";

/** Adds the editor's strings to the app's i18next once; the editor page loads them with its own code. */
export function registerEditorStrings(i18n = i18next): void {
  if (!i18n.hasResourceBundle("en", EDITOR_NS)) i18n.addResourceBundle("en", EDITOR_NS, editorEn);
  if (!i18n.hasResourceBundle("pt-BR", EDITOR_NS)) i18n.addResourceBundle("pt-BR", EDITOR_NS, editorPtBR);
}
