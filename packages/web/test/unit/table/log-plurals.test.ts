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
