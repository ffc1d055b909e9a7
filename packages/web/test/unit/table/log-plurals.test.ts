import { describe, expect, it } from "vitest";
import { formatEvent } from "../../../src/table/log/format-event.ts";
import { logWords } from "./log-words.ts";

const turnEnded = (actionsLost: number) => ({ type: "TurnEnded", survivor: "josh", actionsLost });
const attacked = (wounds: number) => ({
  type: "ZombiesAttacked",
  zone: "Z8",
  zombies: ["z1"],
  survivors: ["josh"],
  wounds,
});

describe("the log counts in words", () => {
  it("one action or wound in the singular, more in the plural (en)", () => {
    const w = logWords("en");
    expect(formatEvent(w, turnEnded(1))).toMatch(/\(1 action unused\)$/);
    expect(formatEvent(w, turnEnded(2))).toMatch(/\(2 actions unused\)$/);
    expect(formatEvent(w, attacked(1))).toMatch(/: 1 wound for /);
    expect(formatEvent(w, attacked(2))).toMatch(/: 2 wounds for /);
  });

  it("and in Portuguese", () => {
    const w = logWords("pt-BR");
    expect(formatEvent(w, turnEnded(1))).toMatch(/\(1 ação não usada\)$/);
    expect(formatEvent(w, turnEnded(3))).toMatch(/\(3 ações não usadas\)$/);
    expect(formatEvent(w, attacked(1))).toMatch(/: 1 ferimento para /);
    expect(formatEvent(w, attacked(2))).toMatch(/: 2 ferimentos para /);
  });
});

const noise = (tokens: number) => ({ type: "NoiseRemoved", tokens });
const spawned = (zombies: string[]) => ({
  type: "ZombiesSpawned",
  zone: "Z3",
  zombie: "runner",
  zombies,
  rush: true,
});
const lost = (why: string) => ({ type: "HitsLost", survivor: "josh", hits: 1, why });

describe("more counts and reasons in words", () => {
  it("a noise token, a rushing zombie, the reason a hit was lost (en)", () => {
    const w = logWords("en");
    expect(formatEvent(w, noise(1))).toBe("1 noise token is removed");
    expect(formatEvent(w, noise(3))).toBe("3 noise tokens are removed");
    expect(formatEvent(w, spawned(["z1"]))).toMatch(/appears in Z3 and rushes at once$/);
    expect(formatEvent(w, spawned(["z1", "z2"]))).toMatch(/appear in Z3 and rush at once$/);
    expect(formatEvent(w, lost("no target left"))).toMatch(/^1 hit lost: no target left$/);
  });

  it("and in Portuguese, the engine's English reasons translated", () => {
    const w = logWords("pt-BR");
    expect(formatEvent(w, noise(1))).toBe("1 marcador de barulho é retirado");
    expect(formatEvent(w, spawned(["z1"]))).toMatch(/aparece em Z3 e avança na hora$/);
    expect(formatEvent(w, lost("no target left"))).toBe("1 acerto perdido: nenhum alvo restante");
    expect(formatEvent(w, lost("Damage 1 cannot kill the zombies first in the priority order"))).toBe(
      "1 acerto perdido: Dano 1 não mata os zumbis primeiros na ordem de alvo",
    );
  });
});

describe("lines with nothing to count, and the modules' reasons a zombie stays", () => {
  const stayed = (why: string) => ({ type: "ZombiesStayed", zone: "Z3", zombies: ["z1"], why });
  const opened = (darkZones: string[]) => ({ type: "BuildingOpened", darkZones, spawns: false });

  it("a turn ended with every Action used says no count; a building with no dark zone says so", () => {
    expect(formatEvent(logWords("en"), turnEnded(0))).toMatch(/turn ended$/);
    expect(formatEvent(logWords("pt-BR"), turnEnded(0))).toMatch(/acabou$/);
    expect(formatEvent(logWords("pt-BR"), turnEnded(0))).not.toMatch(/0 ação/);
    expect(formatEvent(logWords("en"), opened([]))).toBe(
      "A building opens: it has no dark zone, no zombie appears",
    );
    expect(formatEvent(logWords("pt-BR"), opened(["Z4"]))).toMatch(/as zonas escuras Z4 ficam quietas$/);
  });

  it("a full Narrow Zone, the sea, a taunter out of reach, in Portuguese", () => {
    const w = logWords("pt-BR");
    expect(formatEvent(w, stayed("the Narrow Zone Z20 is full"))).toMatch(
      /: a Zona Estreita Z20 está lotada$/,
    );
    expect(formatEvent(w, stayed("Z9 is the sea"))).toMatch(/: Z9 é o mar$/);
    expect(formatEvent(w, stayed("no open path to the taunter"))).toMatch(
      /nenhum caminho aberto leva a quem provocou$/,
    );
    expect(formatEvent(logWords("en"), stayed("the Narrow Zone Z20 is full"))).toMatch(/Z20 is full$/);
  });
});

describe("a die bonus or an ignored Wound named by what gave it, never by an id", () => {
  const broken = {
    id: "rio-wound-broken-arm",
    names: { en: "Broken Arm", "pt-BR": "Braço Quebrado" },
    kind: "wound",
    wound: "broken-arm",
  };
  const state = {
    survivorCatalog: {
      survivors: {},
      equipment: { "rio-wound-broken-arm": broken },
      decks: { starting: [], equipment: [], epic: [] },
    },
  };

  it("a Wound card's effect by its card's name, the All-Out dice by their words", () => {
    expect(logWords("en", state).skill("broken-arm")).toBe("Broken Arm");
    expect(logWords("pt-BR", state).skill("broken-arm")).toBe("Braço Quebrado");
    expect(logWords("en").skill("all-out")).toBe("All-Out dice");
    expect(logWords("pt-BR").skill("all-out")).toBe("dados Tudo ou nada");
  });
});

describe("an All-Out roll shows its red dice", () => {
  const rolled = {
    type: "DiceRolled",
    survivor: "vivi",
    weapon: "plank",
    accuracy: 3,
    hits: 2,
    dice: [3, 1],
    redDice: [4],
  };
  it("after the standard dice, in both languages", () => {
    expect(formatEvent(logWords("en"), rolled)).toMatch(/rolls 3 1 \+ All-Out 4 with /);
    expect(formatEvent(logWords("pt-BR"), rolled)).toMatch(/rola 3 1 \+ Tudo ou nada 4 com /);
  });
});

describe("a zombie killed takes the article its name needs", () => {
  const killed = (zombieType: string) => ({
    type: "ZombieKilled",
    by: "amy",
    zombieType,
    zone: "Z1",
    weapon: "pistol",
  });
  const state = {
    zombieCatalog: {
      types: {
        walker: { id: "walker", names: { en: "Walker", "pt-BR": "Errante" } },
        abomination: { id: "abomination", names: { en: "Abomination", "pt-BR": "Abominação" } },
        brute: { id: "brute", names: { en: "Brute", "pt-BR": "Brutamontes" } },
      },
      pools: {},
      spawnCards: {},
      abominations: {},
    },
  };
  it("a Walker, an Abomination; um Lerdo, uma Abominação, um Brutamonte", () => {
    expect(formatEvent(logWords("en", state), killed("walker"))).toMatch(/kills a Walker in/);
    expect(formatEvent(logWords("en", state), killed("abomination"))).toMatch(/kills an Abomination in/);
    expect(formatEvent(logWords("pt-BR", state), killed("walker"))).toMatch(/mata um Lerdo em/);
    expect(formatEvent(logWords("pt-BR", state), killed("abomination"))).toMatch(/mata uma Abominação em/);
    expect(formatEvent(logWords("pt-BR", state), killed("brute"))).toMatch(/mata um Brutamonte em/);
  });
});
