import { profileById, type ZombicideView } from "@horda/zombicide";
import { describe, expect, it } from "vitest";
import { reserveOf } from "../../../src/table/inventory/reserve.ts";

type Survivor = ZombicideView["survivors"][number];

/** A view with one survivor, as much of it as the Backpack's count reads: the rules and who stands where. */
function viewOf(profile: string, wounds: number): { view: ZombicideView; josh: Survivor } {
  const josh = {
    id: "josh",
    zone: "Z1",
    wounds,
    skills: [],
    hands: [null, null],
    backpack: [],
  } as unknown as Survivor;
  const modules = profileById(profile)?.modules ?? [];
  return { view: { profile, modules, survivors: [josh] } as unknown as ZombicideView, josh };
}

describe("the Backpack drawn on a dashboard", () => {
  it("in the classic rules, each Wounded card fills a Backpack slot: drawn as such, the rest left for cards", () => {
    const { view, josh } = viewOf("classic", 1);
    expect(reserveOf(view, josh)).toEqual({ slots: 2, wounded: 1 });
    const unhurt = viewOf("classic", 0);
    expect(reserveOf(unhurt.view, unhurt.josh)).toEqual({ slots: 3, wounded: 0 });
  });

  it("in 2E a Wound takes no slot", () => {
    const { view, josh } = viewOf("2e", 2);
    expect(reserveOf(view, josh)).toEqual({ slots: 3, wounded: 0 });
  });
});
