import type { ReactNode } from "react";
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeAll } from "vitest";
import { registerEditorStrings } from "../../../src/editor/i18n/register.ts";
import type { Editor } from "../../../src/editor/model/editor.ts";
import { setupI18n } from "../../../src/i18n/i18n.ts";

/**
 * The editor's React views in a test file (happy-dom): English words with the editor's strings, and a `mount`
 * that renders a view for an editor and renders it again on every change, as the editor page does. Each test's
 * view is unmounted and its host removed after it.
 */
export function editorViews(): { mount(editor: Editor, draw: () => ReactNode): HTMLElement } {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  let mounted: { host: HTMLElement; root: Root; unsubscribe: () => void } | null = null;
  beforeAll(() => {
    setupI18n("en");
    registerEditorStrings();
  });
  afterEach(() => {
    if (!mounted) return;
    const { host, root, unsubscribe } = mounted;
    unsubscribe();
    act(() => root.unmount());
    host.remove();
    mounted = null;
  });
  return {
    mount(editor, draw) {
      const host = document.createElement("div");
      document.body.append(host);
      const root = createRoot(host);
      const render = () => act(() => root.render(draw()));
      mounted = { host, root, unsubscribe: editor.subscribe(render) };
      render();
      return host;
    },
  };
}
