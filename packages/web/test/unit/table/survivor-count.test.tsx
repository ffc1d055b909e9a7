// @vitest-environment happy-dom
import i18next from "i18next";
import { act } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { beforeAll, describe, expect, it } from "vitest";
import { setupI18n } from "../../../src/i18n/i18n.ts";
import { registerTableStrings } from "../../../src/table/i18n/register.ts";
import { SurvivorPicker } from "../../../src/table/setup/SurvivorPicker.tsx";
import { mounted } from "./mounted.tsx";

const line = (value: Record<string, number>, wanted?: number) => {
  const html = renderToStaticMarkup(
    <SurvivorPicker packs={[]} players={["Ana"]} value={value} onChange={() => {}} wanted={wanted} />,
  );
  const p = new DOMParser()
    .parseFromString(html, "text/html")
    .querySelector('[data-testid="survivor-count"]');
  return p ? { text: p.textContent, warns: p.classList.contains("notice") } : null;
};

describe("the new game's survivor count against the mission's", () => {
  beforeAll(async () => {
    setupI18n("en");
    registerTableStrings();
    await i18next.changeLanguage("en");
  });

  it("says how many are chosen for how many the mission is written, and warns when fewer", async () => {
    expect(line({ a: 0, b: 0, c: 0, d: 0, e: 0, f: 0 }, 6)).toEqual({
      text: "6 survivors chosen; the mission is written for 6.",
      warns: false,
    });
    const four = line({ a: 0, b: 0, c: 0, d: 0 }, 6);
    expect(four?.warns).toBe(true);
    expect(four?.text).toMatch(/^4 survivors chosen; the mission is written for 6\. With fewer survivors/);
    expect(line({ a: 0 }, undefined)).toBeNull();
    await i18next.changeLanguage("pt-BR");
    expect(line({ a: 0 }, 6)?.text).toMatch(
      /^1 sobrevivente escolhido; a missão foi escrita para 6\. Com menos/,
    );
    await i18next.changeLanguage("en");
  });
});

describe("filling the team up to the mission's count", () => {
  beforeAll(async () => {
    setupI18n("en");
    registerTableStrings();
    await i18next.changeLanguage("en");
  });

  it("deals the survivors left out to the players in turn, in the list's order", () => {
    const survivor = (id: string) => ({ id, names: { en: id, "pt-BR": id }, kind: "classic" });
    const pack = { manifest: { id: "box" }, survivors: ["a", "b", "c", "d", "e"].map(survivor) };
    let chosen: Record<string, number> | null = null;
    const host = mounted(
      <SurvivorPicker
        packs={[pack] as never}
        players={["Ana", "Bia"]}
        value={{ b: 0 }}
        onChange={(v) => {
          chosen = v;
        }}
        wanted={4}
      />,
    );
    const button = host.querySelector<HTMLButtonElement>('[data-testid="fill-survivors"]');
    expect(button?.textContent).toBe("Play with 4");
    act(() => button?.click());
    expect(chosen).toEqual({ b: 0, a: 1, c: 0, d: 1 });
  });
});
