import type { ZombicideView } from "@horda/zombicide";
import i18next, { type TFunction } from "i18next";
import { act, type ReactElement } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach } from "vitest";
import { makeWords, type Words } from "../../../src/table/words/words.ts";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** The table's words for a view in a language, from the app's i18next (set up by the test first). */
export function wordsFor(view: ZombicideView, language: string): Words {
  return makeWords({
    t: i18next.getFixedT(language, "table") as TFunction,
    tApp: i18next.getFixedT(language) as TFunction,
    language,
    state: view as never,
    skills: {},
  });
}

let root: Root | null = null;
let host: HTMLElement | null = null;

/** Unmounts what `mounted` rendered (done after each test; a test that changes language does it first). */
export function unmount(): void {
  act(() => root?.unmount());
  host?.remove();
  root = null;
  host = null;
}
afterEach(unmount);

/** Renders an element into the page (unmounted after each test) and returns its host. */
export function mounted(element: ReactElement): HTMLElement {
  host = document.createElement("div");
  document.body.append(host);
  root = createRoot(host);
  act(() => root?.render(element));
  return host;
}
