import type { ZombicideCommand } from "@horda/zombicide";
import { describe, expect, it } from "vitest";
import { routeClick, routeTargets } from "../../../src/table/actions/drive-route.ts";
import { groupCommands } from "../../../src/table/actions/group-commands.ts";

const sprint = (...path: string[]): ZombicideCommand => ({
  type: "skillMove",
  survivor: "wanda",
  skill: "sprint",
  path,
});

describe("skill moves are picked zone by zone on the board", () => {
  // Sprint from Z1 along a street Z2-Z3-Z4: 2 or 3 zones.
  const cmds = [sprint("Z2", "Z3"), sprint("Z2", "Z3", "Z4")];

  it("groups every path of one skill under one button", () => {
    const groups = groupCommands([
      ...cmds,
      { type: "skillMove", survivor: "wanda", skill: "jump", path: ["Z2", "Z3"] },
    ]);
    expect(groups.map((g) => [g.control, g.commands.length])).toEqual([
      ["path", 2],
      ["path", 1],
    ]);
  });

  it("extends the way while it can go on, stops on a second click, sends a whole path at its end", () => {
    expect(routeTargets(cmds, [])).toEqual(["Z2"]);
    expect(routeClick(cmds, [], "Z2")).toEqual({ kind: "extend", route: ["Z2"] });
    expect(routeClick(cmds, ["Z2"], "Z3")).toEqual({ kind: "extend", route: ["Z2", "Z3"] });
    expect(routeTargets(cmds, ["Z2", "Z3"]).sort()).toEqual(["Z3", "Z4"]);
    expect(routeClick(cmds, ["Z2", "Z3"], "Z3")).toEqual({ kind: "send", command: sprint("Z2", "Z3") });
    expect(routeClick(cmds, ["Z2", "Z3"], "Z4")).toEqual({ kind: "send", command: sprint("Z2", "Z3", "Z4") });
    expect(routeClick(cmds, ["Z2"], "Z2")).toEqual({ kind: "none" });
  });
});
