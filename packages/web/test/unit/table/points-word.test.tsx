// @vitest-environment happy-dom
import i18next from "i18next";
import { renderToStaticMarkup } from "react-dom/server";
import { beforeAll, describe, expect, it } from "vitest";
import { setupI18n } from "../../../src/i18n/i18n.ts";
import { AdrenalineBar } from "../../../src/table/dashboard/AdrenalineBar.tsx";
import { registerTableStrings } from "../../../src/table/i18n/register.ts";
import { formatEvent } from "../../../src/table/log/format-event.ts";
import { pointsContext } from "../../../src/table/words/points-word.ts";
import { logWords } from "./log-words.ts";

// Black Plague and the classic game say XP where 2E says Adrenaline: the dashboard, the danger bar, the log and
// the end screen read the profile's word, in both languages.
const gained = { type: "AdrenalineGained", survivor: "ann", amount: 5, why: "Necromancer", total: 12 };
const food = { type: "FoodEaten", survivor: "ann", card: "apples", adrenaline: 3 };
const ann = { survivors: [{ id: "ann", name: "Ann", card: null }] };

describe("the profile's word for a survivor's points", () => {
  beforeAll(async () => {
    setupI18n("en");
    registerTableStrings();
    await i18next.changeLanguage("en");
  });

  it("is XP in Black Plague and classic, Adrenaline in 2E", () => {
    expect(pointsContext("black-plague")).toBe("xp");
    expect(pointsContext("classic")).toBe("xp");
    expect(pointsContext("2e")).toBeUndefined();
    expect(pointsContext(undefined)).toBeUndefined();
  });

  it("names the danger bar's points by the profile", async () => {
    const text = (points?: "xp") =>
      new DOMParser()
        .parseFromString(renderToStaticMarkup(<AdrenalineBar adrenaline={8} points={points} />), "text/html")
        .querySelector('[data-testid="danger"]')?.textContent;
    expect(text("xp")).toBe("XP 8 · Danger level: Yellow");
    expect(text()).toBe("Adrenaline 8 · Danger level: Yellow");
    await i18next.changeLanguage("pt-BR");
    expect(text("xp")).toMatch(/^XP 8 · /);
    expect(text()).toMatch(/^Adrenalina 8 · /);
    await i18next.changeLanguage("en");
  });

  it("says XP in the log of a Black Plague game, in English and Portuguese", () => {
    const line = (lng: string, profile: string, e: object) =>
      formatEvent(logWords(lng, { ...ann, profile }), e as never, {});
    expect(line("en", "black-plague", gained)).toBe("Ann gains 5 XP (Necromancer): 12");
    expect(line("pt-BR", "black-plague", gained)).toBe("Ann ganha 5 XP (Necromancer): 12");
    expect(line("en", "2e", gained)).toBe("Ann gains 5 adrenaline (Necromancer): 12");
    expect(line("pt-BR", "classic", gained)).toBe("Ann ganha 5 XP (Necromancer): 12");
    expect(line("en", "black-plague", food)).toMatch(/eats .*: \+3 XP$/);
    expect(line("en", "2e", food)).toMatch(/: \+3 adrenaline$/);
  });
});
