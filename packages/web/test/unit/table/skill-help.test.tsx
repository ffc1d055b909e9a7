// @vitest-environment happy-dom
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { SkillList } from "../../../src/table/dashboard/SkillList.tsx";
import { logWords } from "./log-words.ts";

// What a skill does, shown at the table on its name: the pack's words (its locale strings, or the skills file's
// summary in English), else, in another language, the words of the skill's own rule module.
const names = {
  rotten: { en: "Rotten", "pt-BR": "Apodrecido" },
  frenzy: { en: "Frenzy: [Action]", "pt-BR": "Frenesi: [Ação]" },
};
const help = {
  rotten: { en: "Rotten: quiet Turns hide it.", "pt-BR": "Apodrecido: Turnos calados o escondem." },
  frenzy: { en: "One more die per Wound." },
};
const words = (lng: string) => logWords(lng, undefined, names, help);
const doc = (html: string) => new DOMParser().parseFromString(html, "text/html");

describe("a skill's help at the table", () => {
  it("reads the pack's words in the current language", () => {
    expect(words("en").skillHelp("rotten")).toBe("Rotten: quiet Turns hide it.");
    expect(words("pt-BR").skillHelp("rotten")).toBe("Apodrecido: Turnos calados o escondem.");
  });

  it("falls back on the skill module's own words, then on the pack's English summary", () => {
    // The pack gives Frenzy no pt-BR text: its module's words say it (the parameter does not matter).
    expect(words("pt-BR").skillHelp("frenzy:melee")).toContain("Ferimento");
    expect(words("en").skillHelp("frenzy:melee")).toBe("One more die per Wound.");
    expect(words("pt-BR").skillHelp("no-such-skill")).toBe("");
  });

  it("puts it on each skill's name in a survivor's dashboard", () => {
    const w = words("pt-BR");
    const html = renderToStaticMarkup(<SkillList words={w} skills={["rotten", "frenzy:melee"]} />);
    const spans = [...doc(html).querySelectorAll("[data-testid=skill]")];
    // The names as the words give them (a parameter in the current language: "Frenesi: corpo a corpo").
    expect(spans.map((s) => s.textContent)).toEqual(["Apodrecido", w.skill("frenzy:melee")]);
    expect(spans[0]?.getAttribute("title")).toBe("Apodrecido: Turnos calados o escondem.");
    expect(spans[1]?.getAttribute("title")).toContain("Ferimento");
  });
});
