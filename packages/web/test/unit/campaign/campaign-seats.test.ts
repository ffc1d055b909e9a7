import { applyCampaign, startCampaign } from "@horda/zombicide";
import { describe, expect, it } from "vitest";
import { campaignMissions } from "../../../src/campaign/campaign-content.ts";
import { campaignGame, tableSeats } from "../../../src/campaign/mission-game.ts";
import { bundledTiles } from "../../../src/content/tile-library.ts";
import { bundledPacks } from "../../../src/table/content/packs.ts";
import { playables } from "../../../src/table/content/playable.ts";
import { rebuild } from "../../../src/table/session/table-session.ts";

// A campaign mission's hot-seat table: the seats named by the players' names given at the campaign's start, and
// the seats this device's bots play, whichever seat got a survivor first (the game keeps the campaign's seat ids).
const packs = bundledPacks();
if (!packs.ok) throw new Error(packs.errors.join("\n"));
const set = packs.packs;

describe("a campaign mission's players and bot seats", () => {
  it("names the game's seats by the campaign's players and hands the chosen seats to the bot", () => {
    const { missions } = campaignMissions("fort-hendrix", set);
    const firstNight = missions.find((m) => m.mission?.id === "first-night");
    const started = startCampaign({
      id: "c1",
      title: "Names",
      box: "fort-hendrix",
      seed: "s1",
      missions: [
        {
          id: "first-night",
          names: { en: "First Night", "pt-BR": "Primeira Noite" },
          playable: "mission:first-night",
        },
      ],
      roster: ["amy", "josh", "wanda"],
      // Bia's survivor was picked first: her seat is the game's first.
      team: [
        { seat: "p2", survivor: "amy" },
        { seat: "p1", survivor: "josh" },
        { seat: "p1", survivor: "wanda" },
      ],
      players: [
        { seat: "p1", name: "Ana" },
        { seat: "p2", name: "Bia" },
      ],
    });
    if (!started.ok) throw new Error(started.error.message);
    const begun = applyCampaign(started.value, { type: "beginMission" });
    if (!begun.ok) throw new Error(begun.error.message);
    const playable = playables(set).find((p) => p.key === firstNight?.key);
    if (!playable) throw new Error("no First Night");
    const game = campaignGame(begun.value, playable, set, bundledTiles().library, "s1", "FN", ["p2"]);
    if (typeof game === "string") throw new Error(game);
    expect(begun.value.seats).toEqual(["p2", "p1"]);
    expect(tableSeats(begun.value)).toEqual(["p1", "p2"]);
    expect(game.options.players).toEqual(["Ana", "Bia"]);
    expect(game.options.bots).toEqual([1]);
    const built = rebuild(game.record);
    if (!built.ok) throw new Error(built.error.message);
    const seatOf = (id: string) => built.value.session.state.survivors.find((s) => s.id === id)?.seat;
    // The bot plays seat p2, Bia's Amy; Ana plays Josh and Wanda on p1.
    expect([seatOf("amy"), seatOf("josh"), seatOf("wanda")]).toEqual(["p2", "p1", "p1"]);

    // No names given (an older campaign): the seats' ids; no bot seat chosen: nobody's a bot.
    const plain = campaignGame(
      { ...begun.value, start: { ...begun.value.start, players: undefined } },
      playable,
      set,
      bundledTiles().library,
      "s1",
      "FN",
    );
    if (typeof plain === "string") throw new Error(plain);
    expect(plain.options.players).toEqual(["p1", "p2"]);
    expect(plain.options.bots).toBeUndefined();
  });
});
