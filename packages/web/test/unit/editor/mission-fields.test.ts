import { describe, expect, it } from "vitest";
import { bundledSurvivorsByBox } from "../../../src/editor/content/survivors-by-box.ts";
import { docToMission, missionToDoc } from "../../../src/editor/io/convert.ts";
import {
  addCounter,
  counterUses,
  removeCounter,
  renameCounter,
  setCounterStart,
  undeclaredCounters,
} from "../../../src/editor/mission/counters.ts";
import {
  offeredIds,
  offerProblems,
  setOfferAll,
  setOffered,
} from "../../../src/editor/mission/offered-survivors.ts";
import { EFFECTS, GOALS, LOSE, newEntry } from "../../../src/editor/mission/vocabulary.ts";
import { setMission } from "../../../src/editor/model/ops.ts";
import type { MissionFields } from "../../../src/editor/model/records.ts";
import { validateDoc } from "../../../src/editor/validate/validate.ts";
import { driver, library, newEditor } from "./helpers.ts";

const boxes = bundledSurvivorsByBox();

/** A mission using a counter everywhere the vocabulary can: a goal, a lose condition, a trigger, an effect. */
function alarmMission(editor: ReturnType<typeof newEditor>) {
  const patch: Partial<MissionFields> = {
    counters: { alarm: 0, supplies: 2 },
    goals: [{ goal: "counter", counter: "supplies", value: 5 }],
    lose: [{ condition: "counter", counter: "alarm", value: 6 }],
    rules: [
      {
        id: "door-alarm",
        on: { event: "doorOpened" },
        do: [{ effect: "addToCounter", counter: "alarm", amount: 1 }],
        repeat: true,
      },
      {
        id: "siren",
        on: { event: "counterReached", counter: "alarm", value: 3 },
        do: [{ effect: "message", text: { en: "Siren", "pt-BR": "Sirene" } }],
        repeat: false,
      },
    ],
  };
  editor.run("mission", (doc) => setMission(doc, patch));
}

/** Applies a counters-form change the way the panel does: one `run` per accepted change. */
function change(editor: ReturnType<typeof newEditor>, patch: Partial<MissionFields>) {
  editor.run("mission", (doc) => setMission(doc, patch));
}

describe("mission counters form", () => {
  it("lists the goals, lose conditions, triggers and effects that read each counter", () => {
    const editor = newEditor();
    alarmMission(editor);
    const m = editor.doc.mission;
    expect(counterUses(m, "alarm")).toEqual([
      { where: "lose", index: 0, value: 6 },
      { where: "effect", rule: "door-alarm", amount: 1 },
      { where: "trigger", rule: "siren", value: 3 },
    ]);
    expect(counterUses(m, "supplies")).toEqual([{ where: "goal", index: 0, value: 5 }]);
    expect(undeclaredCounters(m)).toEqual([]);
  });

  it("adds a counter, renames it with every use, sets its start; each step undoes and redoes", () => {
    const editor = newEditor();
    const d = driver(editor);
    alarmMission(editor);
    change(editor, addCounter(editor.doc.mission));
    expect(editor.doc.mission.counters).toEqual({ alarm: 0, supplies: 2, "counter-3": 0 });
    const renamed = renameCounter(editor.doc.mission, "alarm", "noise-level");
    if (!renamed.ok) throw new Error(renamed.error);
    change(editor, renamed.value);
    const m = editor.doc.mission;
    expect(Object.keys(m.counters)).toEqual(["noise-level", "supplies", "counter-3"]);
    expect(m.lose).toEqual([{ condition: "counter", counter: "noise-level", value: 6 }]);
    expect(m.rules[0]?.do).toEqual([{ effect: "addToCounter", counter: "noise-level", amount: 1 }]);
    expect(m.rules[1]?.on).toEqual({ event: "counterReached", counter: "noise-level", value: 3 });
    const started = setCounterStart(m, "supplies", 4);
    if (!started.ok) throw new Error(started.error);
    change(editor, started.value);
    expect(editor.doc.mission.counters.supplies).toBe(4);
    // The renamed mission still passes the loader's checks and exports the new name.
    expect(validateDoc(editor.doc, library).problems.filter((p) => p.key === "mission")).toEqual([]);
    d.undo();
    expect(editor.doc.mission.counters.supplies).toBe(2);
    d.undo();
    expect(counterUses(editor.doc.mission, "alarm")).toHaveLength(3);
    expect(editor.doc.mission.counters).toEqual({ alarm: 0, supplies: 2, "counter-3": 0 });
    d.redo();
    expect(counterUses(editor.doc.mission, "noise-level")).toHaveLength(3);
  });

  it("refuses a bad name, a taken name, removing a used counter and a fractional start; nothing changes", () => {
    const editor = newEditor();
    alarmMission(editor);
    const m = editor.doc.mission;
    expect(renameCounter(m, "alarm", "Alarm!")).toEqual({ ok: false, error: "badName" });
    expect(renameCounter(m, "alarm", "")).toEqual({ ok: false, error: "badName" });
    expect(renameCounter(m, "alarm", "supplies")).toEqual({ ok: false, error: "taken" });
    expect(removeCounter(m, "alarm")).toEqual({ ok: false, error: "inUse" });
    expect(setCounterStart(m, "alarm", 1.5)).toEqual({ ok: false, error: "badValue" });
    expect(setCounterStart(m, "nope", 1)).toEqual({ ok: false, error: "unknown" });
    expect(editor.doc.mission).toBe(m);
    const unused = addCounter(m);
    change(editor, unused);
    const removed = removeCounter(editor.doc.mission, "counter-3");
    expect(removed.ok && removed.value.counters).toEqual({ alarm: 0, supplies: 2 });
  });

  it("a new counter goal, condition, trigger or effect names the first declared counter", () => {
    expect(newEntry("goal", "counter", GOALS, ["alarm", "supplies"])).toEqual({
      goal: "counter",
      counter: "alarm",
      value: 1,
    });
    expect(newEntry("effect", "addToCounter", EFFECTS, ["alarm"])).toEqual({
      effect: "addToCounter",
      counter: "alarm",
      amount: 1,
    });
    expect(newEntry("condition", "counter", LOSE)).toEqual({ condition: "counter", counter: "", value: 1 });
  });

  it("names counters a rule uses without declaring them", () => {
    const editor = newEditor();
    alarmMission(editor);
    change(editor, { counters: { supplies: 0 } });
    expect(undeclaredCounters(editor.doc.mission)).toEqual(["alarm"]);
  });
});

describe("survivors offered", () => {
  it("groups the loaded packs' survivors by box and offers every one of the mission's boxes by default", () => {
    const core = boxes.find((b) => b.box === "core2e");
    expect(core?.survivors.map((s) => s.id)).toContain("wanda");
    expect(core?.survivors.length).toBeGreaterThanOrEqual(6);
    const editor = newEditor();
    expect(editor.doc.mission.offeredSurvivors).toBeUndefined();
    expect(offeredIds(editor.doc.mission, boxes)).toEqual(core?.survivors.map((s) => s.id));
    expect(docToMission(editor.doc)).not.toHaveProperty("offeredSurvivors");
  });

  it("narrows the offer, exports it, reads it back, and undoes to the default", () => {
    const editor = newEditor();
    const d = driver(editor);
    change(editor, setOfferAll(editor.doc.mission, false, boxes));
    const patch = setOffered(editor.doc.mission, ["josh", "lili", "doug"], false, boxes);
    if (!patch) throw new Error("refused");
    change(editor, patch);
    const ids = offeredIds(editor.doc.mission, boxes);
    expect(ids).not.toContain("josh");
    expect(ids.length).toBe((boxes.find((b) => b.box === "core2e")?.survivors.length ?? 0) - 3);
    const exported = docToMission(editor.doc);
    expect(exported.offeredSurvivors).toEqual(ids);
    expect(missionToDoc(exported).mission.offeredSurvivors).toEqual(ids);
    d.undo();
    d.undo();
    expect(editor.doc.mission.offeredSurvivors).toBeUndefined();
  });

  it("refuses an empty offer and reports too few survivors and unknown ids", () => {
    const editor = newEditor();
    const all = offeredIds(editor.doc.mission, boxes);
    expect(setOffered(editor.doc.mission, all, false, boxes)).toBeNull();
    change(editor, { offeredSurvivors: ["josh", "ghost"], survivors: 6 });
    expect(offerProblems(editor.doc.mission, boxes)).toEqual([
      { key: "unknownSurvivor", id: "ghost" },
      { key: "tooFewOffered", offered: 2, survivors: 6 },
    ]);
    // The live checks list them as warnings (the mission still plays with the survivors that exist).
    const warnings = validateDoc(editor.doc, library, { survivorBoxes: boxes }).problems.filter(
      (p) => p.key === "unknownSurvivor" || p.key === "tooFewOffered",
    );
    expect(warnings.map((p) => [p.severity, p.key, p.params])).toEqual([
      ["warning", "unknownSurvivor", { id: "ghost" }],
      ["warning", "tooFewOffered", { offered: 2, survivors: 6 }],
    ]);
  });
});
