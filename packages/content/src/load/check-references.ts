import { DECK_IDS } from "../schema/equipment.ts";
import { spawnCardZombiePaths } from "../schema/spawn-cards.ts";
import { skillRefProblem } from "./check-skill-ref.ts";
import { type ContentError, contentError } from "./content-error.ts";
import { jsonPath } from "./json-path.ts";
import type { LoadedPack } from "./loaded-pack.ts";
import type { PackIndex } from "./pack-index.ts";

/** Every id a pack refers to must be defined in it or in a pack it extends. */
export function checkReferences(pack: LoadedPack, index: PackIndex): ContentError[] {
  const errors: ContentError[] = [];
  const add = (file: string | undefined, path: string, message: string) =>
    errors.push(contentError(file ?? pack.sources.pack, message, { path }));
  const s = pack.sources;

  pack.survivors.forEach((survivor, i) => {
    for (const level of ["blue", "yellow", "orange", "red"] as const) {
      survivor.skills[level].forEach((ref, j) => {
        const problem = skillRefProblem(ref, index);
        if (problem) add(s.survivors, `$.survivors[${i}].skills.${level}[${j}]`, problem);
      });
    }
  });

  pack.survivors.forEach((survivor, i) => {
    if (survivor.sideOf !== undefined && !index.survivors.has(survivor.sideOf))
      add(
        s.survivors,
        `$.survivors[${i}].sideOf`,
        `is the other side of survivor "${survivor.sideOf}", which is not defined`,
      );
  });

  pack.equipment.forEach((card, i) => {
    card.skills?.forEach((ref, j) => {
      const problem = skillRefProblem(ref, index);
      if (problem) add(s.equipment, `$.cards[${i}].skills[${j}]`, problem);
    });
    card.dog?.skills.forEach((ref, j) => {
      const problem = skillRefProblem(ref, index);
      if (problem) add(s.equipment, `$.cards[${i}].dog.skills[${j}]`, problem);
    });
    card.appliesTo?.forEach((id, j) => {
      if (!index.equipment.has(id))
        add(s.equipment, `$.cards[${i}].appliesTo[${j}]`, `applies to card "${id}", which is not defined`);
    });
    if (card.pairedWith !== undefined && !index.equipment.has(card.pairedWith))
      add(
        s.equipment,
        `$.cards[${i}].pairedWith`,
        `pairs with card "${card.pairedWith}", which is not defined`,
      );
  });

  for (const deck of [...DECK_IDS, "wound"] as const) {
    const seen = new Set<string>();
    pack.decks[deck]?.forEach((entry, i) => {
      const path = `$.decks.${deck}[${i}].card`;
      const card = index.equipment.get(entry.card);
      if (!card) add(s.equipment, path, `deck "${deck}" lists card "${entry.card}", which is not defined`);
      else if ((card.kind === "wound") !== (deck === "wound"))
        add(
          s.equipment,
          path,
          deck === "wound"
            ? `the Wound deck lists "${entry.card}", which is not a Wound card`
            : `deck "${deck}" lists the Wound card "${entry.card}"; it belongs in the Wound deck`,
        );
      else if (seen.has(entry.card))
        add(s.equipment, path, `deck "${deck}" lists card "${entry.card}" twice; use its count`);
      seen.add(entry.card);
    });
  }

  pack.survivors.forEach((survivor, i) => {
    if (survivor.bodySlot !== undefined && !index.equipment.has(survivor.bodySlot))
      add(
        s.survivors,
        `$.survivors[${i}].bodySlot`,
        `survivor "${survivor.id}" has body slot "${survivor.bodySlot}", which is not a defined card`,
      );
  });

  (pack.combinations ?? []).forEach((c, i) => {
    [...c.parts, ...(c.makes ? [c.makes] : [])].forEach((id, j) => {
      const path = j < 2 ? `$.combinations[${i}].parts[${j}]` : `$.combinations[${i}].makes`;
      if (!index.equipment.has(id)) add(s.equipment, path, `combines card "${id}", which is not defined`);
    });
  });

  pack.spawnCards.forEach((card, i) => {
    for (const { zombie, path } of spawnCardZombiePaths(card)) {
      const type = index.zombieTypes.get(zombie);
      if (!type) add(s.spawnCards, `$.cards[${i}]${path}`, `unknown zombie type "${zombie}"`);
      else if (card.kind === "necromancer" && !type.flees)
        add(
          s.spawnCards,
          `$.cards[${i}]${path}`,
          `Necromancer card #${card.id} names zombie type "${zombie}", which does not flee (no "flees": true): not a Necromancer`,
        );
    }
  });
  pack.zombieTypes.forEach((t, i) => {
    const refs = [
      ["escort.zombie", t.escort?.zombie],
      ["replacedBy", t.replacedBy],
      ["toxicOf", t.toxicOf],
      ["kindOf", t.kindOf],
      ["standIn", t.standIn],
    ] as const;
    for (const [key, id] of refs)
      if (id !== undefined && !index.zombieTypes.has(id))
        add(s.zombies, `$.types[${i}].${key}`, `unknown zombie type "${id}"`);
  });
  pack.abominations.forEach((a, i) => {
    if (!index.zombieTypes.has(a.type))
      add(s.abominations, `$.abominations[${i}].type`, `unknown zombie type "${a.type}"`);
  });
  for (const type of Object.keys(pack.pools)) {
    if (!index.zombieTypes.has(type))
      add(s.zombies, jsonPath(["pools", type]), `pool for unknown zombie type "${type}"`);
  }
  return errors;
}
