// @vitest-environment happy-dom
import type { ZombicideEvent, ZombicideView } from "@horda/zombicide";
import i18next, { type TFunction } from "i18next";
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { setupI18n } from "../../../src/i18n/i18n.ts";
import { registerTableStrings } from "../../../src/table/i18n/register.ts";
import { EventLog } from "../../../src/table/log/EventLog.tsx";
import type { LogItem } from "../../../src/table/session/log-item.ts";
import { LogTail } from "../../../src/table/shell/LogTail.tsx";
import { makeWords } from "../../../src/table/words/words.ts";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// Issue 18: lines that tell a player nothing ("0 noise tokens are removed") stay out of the log and its tail.

const view = {
  survivors: [],
  survivorCatalog: { survivors: {}, equipment: {}, decks: { starting: [], equipment: [], epic: [] } },
  zombieCatalog: { types: {}, pools: {}, spawnCards: {}, abominations: {} },
} as unknown as ZombicideView;
const words = () =>
  makeWords({
    t: i18next.getFixedT("en", "table") as TFunction,
    tApp: i18next.getFixedT("en") as TFunction,
    language: "en",
    state: view as never,
    skills: {},
  });

const step = (seq: number, events: ZombicideEvent[]): LogItem => ({
  seq,
  seat: "p1",
  kind: "command",
  command: { type: "endTurn", survivor: "josh" } as never,
  events,
  zombieTypes: {},
});
const items = [
  step(1, [{ type: "NoiseRemoved", tokens: 0, rule: "core2e §4" }]),
  step(2, [{ type: "NoiseRemoved", tokens: 3, rule: "core2e §4" }]),
];

let root: Root | null = null;
let host: HTMLElement;
afterEach(() => {
  act(() => root?.unmount());
  host?.remove();
});
const render = (node: React.ReactNode) => {
  host = document.createElement("div");
  document.body.append(host);
  root = createRoot(host);
  act(() => root?.render(node));
  return [...host.querySelectorAll("li")].map((li) => li.textContent ?? "");
};

describe("the log says nothing of steps that change nothing", () => {
  beforeAll(async () => {
    setupI18n("en");
    registerTableStrings();
    await i18next.changeLanguage("en");
  });

  it("the full log keeps the step's command and the 3 tokens, not the 0", () => {
    const lines = render(<EventLog words={words()} items={items} seatName={() => "Ana"} />).join("\n");
    expect(lines).toContain("3 noise tokens are removed");
    expect(lines).not.toContain("0 noise tokens");
    expect(lines).toContain("#1 Ana");
  });

  it("the latest lines beside the controls leave it out too", () => {
    const lines = render(<LogTail words={words()} items={items} seatName={() => "Ana"} />);
    expect(lines.some((l) => l.includes("3 noise tokens are removed"))).toBe(true);
    expect(lines.some((l) => l.includes("0 noise tokens"))).toBe(false);
  });
});
