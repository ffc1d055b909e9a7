import type { ZombicideView } from "@horda/zombicide";
import i18next from "i18next";
import { describe, expect, it } from "vitest";
import { survivorStateWord } from "../../../src/table/dashboard/SurvivorName.tsx";
import { tableEn } from "../../../src/table/i18n/en.ts";
import { registerModuleWords } from "../../../src/table/i18n/module-words.ts";
import { tablePtBR } from "../../../src/table/i18n/pt-BR.ts";

type Survivor = ZombicideView["survivors"][number];
const amy = { id: "amy", eliminated: true, escaped: false, done: false } as unknown as Survivor;
const view = (down: Record<string, { deadline: number }>) =>
  ({ slices: { "knock-out": { down, rescued: [] } } }) as unknown as ZombicideView;

describe("a survivor's state on the dashboard", () => {
  it("says a KOed survivor waits to be taken by a round's end, in en and pt-BR, and eliminated once dead", async () => {
    const i18n = i18next.createInstance();
    await i18n.init({
      lng: "en",
      resources: { en: { t: tableEn }, "pt-BR": { t: tablePtBR } },
      defaultNS: "t",
    });
    // "KOed" is the knock-out module's word.
    registerModuleWords(i18n);
    expect(survivorStateWord(i18n.t, view({ amy: { deadline: 3 } }), amy)).toBe(
      "KOed: to be taken by the end of round 3",
    );
    expect(survivorStateWord(i18n.t, view({}), amy)).toBe("eliminated");
    const taken = { slices: { "knock-out": { down: {}, rescued: ["amy"] } } } as unknown as ZombicideView;
    expect(survivorStateWord(i18n.t, taken, amy)).toBe("KOed, taken to safety: back next mission");
    await i18n.changeLanguage("pt-BR");
    expect(survivorStateWord(i18n.t, view({ amy: { deadline: 3 } }), amy)).toBe(
      "nocauteado: resgate até o fim da rodada 3",
    );
    expect(survivorStateWord(i18n.t, taken, amy)).toBe("nocauteado, levado a salvo: volta na próxima missão");
  });
});

describe("a survivor fallen in the Resurrection mode", () => {
  it("says it lies infected and rises as a Zombivor, in en and pt-BR (not eliminated)", async () => {
    const i18n = i18next.createInstance();
    await i18n.init({
      lng: "en",
      resources: { en: { t: tableEn }, "pt-BR": { t: tablePtBR } },
      defaultNS: "t",
    });
    registerModuleWords(i18n);
    const down = { slices: { resurrection: { down: ["amy"] } } } as unknown as ZombicideView;
    expect(survivorStateWord(i18n.t, down, amy)).toBe(
      "infected, lying down: rises as a Zombivor at the next round",
    );
    await i18n.changeLanguage("pt-BR");
    expect(survivorStateWord(i18n.t, down, amy)).toBe(
      "infectado, caído: volta como Zumbivivente na rodada seguinte",
    );
  });
});
