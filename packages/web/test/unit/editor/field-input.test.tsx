// @vitest-environment happy-dom
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { registerEditorStrings } from "../../../src/editor/i18n/register.ts";
import { FieldInput } from "../../../src/editor/ui/FieldInput.tsx";
import { setupI18n } from "../../../src/i18n/i18n.ts";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

beforeAll(() => {
  setupI18n("en");
  registerEditorStrings();
});
let root: Root | null = null;
afterEach(() => act(() => root?.unmount()));

/** The field rendered with `value`; returns its host and the values it sent. */
function field(value: unknown): { host: HTMLElement; sent: unknown[] } {
  const host = document.createElement("div");
  const sent: unknown[] = [];
  root = createRoot(host);
  act(() =>
    root?.render(
      <FieldInput
        spec={{ name: "survivors", kind: "countOrAll" }}
        value={value}
        zombies={[]}
        onChange={(v) => sent.push(v)}
      />,
    ),
  );
  return { host, sent };
}

describe("a goal's 'Survivors' field", () => {
  it("is all of them or a number, never a word read as 1", () => {
    const all = field("all");
    const select = all.host.querySelector("select") as HTMLSelectElement;
    expect(select.selectedOptions[0]?.textContent).toBe("all of them");
    expect(all.host.querySelector("input")).toBeNull();
    act(() => {
      select.value = "some";
      select.dispatchEvent(new Event("change", { bubbles: true }));
    });
    expect(all.sent).toEqual([1]);
    act(() => root?.unmount());
    const three = field(3);
    const input = three.host.querySelector("input") as HTMLInputElement;
    expect(input.type).toBe("number");
    expect(input.value).toBe("3");
    expect(input.getAttribute("aria-label")).toBe("Survivors: how many");
  });
});
