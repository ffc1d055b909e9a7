// @vitest-environment happy-dom
import type { ZombicideCommand, ZombicideState } from "@horda/zombicide";
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, describe, expect, it } from "vitest";
import { useTableControls } from "../../../src/table/session/use-table-controls.ts";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const move = (survivor: string, to: string): ZombicideCommand => ({ type: "move", survivor, to });
const sendDog: ZombicideCommand = { type: "dogMove", survivor: "amy", dog: "bismuth", path: ["z16"] };
const shoot: ZombicideCommand = { type: "ranged", survivor: "amy", weapon: "pistol#s1", zone: "z16" };
const commands = [move("amy", "z15"), sendDog, shoot, move("doug", "z9")];

const state = (round: number, active: string | null) =>
  ({
    pending: [],
    turn: { round, phase: "players", order: ["p1"], current: 0, active },
  }) as unknown as ZombicideState;

type Controls = ReturnType<typeof useTableControls>;
let root: Root | null = null;
let host: HTMLElement;
afterEach(() => {
  act(() => root?.unmount());
  host?.remove();
});

/** The controls the probe rendered last, and the commands they sent. */
let controls: Controls | null = null;
let sent: ZombicideCommand[] = [];
function Probe({ s, cs }: { s: ZombicideState; cs: readonly ZombicideCommand[] }) {
  controls = useTableControls(s, { seat: "p1", commands: cs }, (c) => sent.push(c));
  return null;
}

/** Renders the controls for a state; returns the latest controls and a way to show another state. */
function mount(first: ZombicideState, into: ZombicideCommand[]) {
  sent = into;
  host = document.createElement("div");
  document.body.append(host);
  root = createRoot(host);
  const show = (s: ZombicideState, cs: readonly ZombicideCommand[] = commands) =>
    act(() => root?.render(<Probe s={s} cs={cs} />));
  show(first);
  return { show, now: () => controls as unknown as Controls };
}

const keyOf = (c: Controls, type: string) => c.groups.find((g) => g.type === type)?.key as string;

describe("an armed multi-step command is dropped when its turn is over", () => {
  it("drops a dog's path when the round changes: a click no longer sends the dog", () => {
    const sent: ZombicideCommand[] = [];
    const { show, now } = mount(state(1, "amy"), sent);
    act(() => now().arm(keyOf(now(), "dogMove")));
    expect(now().armed).toBe(keyOf(now(), "dogMove"));
    show(state(2, null));
    expect(now().armed).toBe(keyOf(now(), "move"));
    expect(now().targets).toEqual(["z15"]);
    act(() => now().onZone("z16"));
    expect(sent).toEqual([]);
  });

  it("drops an armed shot when another survivor is chosen, and does not bring it back", () => {
    const sent: ZombicideCommand[] = [];
    const { now } = mount(state(1, null), sent);
    act(() => now().arm(keyOf(now(), "ranged")));
    expect(now().armed).toBe(keyOf(now(), "ranged"));
    act(() => now().choose("doug"));
    expect(now().selected).toBe("doug");
    act(() => now().choose("amy"));
    expect(now().armed).toBe(keyOf(now(), "move"));
  });

  it("drops a half-picked path and the armed command once it is no longer legal", () => {
    const sent: ZombicideCommand[] = [];
    const far: ZombicideCommand = { ...sendDog, path: ["z16", "z17"] };
    const { show, now } = mount(state(1, "amy"), sent);
    show(state(1, "amy"), [...commands, far]);
    act(() => now().arm(keyOf(now(), "dogMove")));
    act(() => now().onZone("z16"));
    expect(now().route).toEqual(["z16"]);
    show(state(1, "amy"), [move("amy", "z15")]);
    expect(now().armed).toBe(keyOf(now(), "move"));
    show(state(1, "amy"), [...commands, far]);
    expect(now().armed).toBe(keyOf(now(), "move"));
    expect(now().route).toEqual([]);
  });
});
