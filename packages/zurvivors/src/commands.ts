import { err, ok, type Result, type RuleError, ruleError } from "@horda/table";
import { z } from "zod";
import type { ActionCommand } from "./actions.ts";
import { ITEM_KINDS } from "./kinds.ts";
import type { PlaceCommand } from "./place.ts";

/** Answers a pending choice by the index of one of its options. */
export type ChooseCommand = { type: "choose"; option: number };

export type ZCommand = PlaceCommand | ActionCommand | ChooseCommand;

const cardId = z.string().min(1).max(64);
const commandSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("place"), card: cardId }).strict(),
  z.object({ type: z.literal("escape"), card: cardId, combo: z.number().int().min(0).max(9) }).strict(),
  z.object({ type: z.literal("exchange"), item: z.enum(ITEM_KINDS) }).strict(),
  z.object({ type: z.literal("ability") }).strict(),
  z.object({ type: z.literal("endTurn") }).strict(),
  z.object({ type: z.literal("choose"), option: z.number().int().min(0).max(99) }).strict(),
]);

export function parseCommand(raw: unknown): Result<ZCommand, RuleError> {
  const parsed = commandSchema.safeParse(raw);
  if (parsed.success) return ok(parsed.data);
  const issue = parsed.error.issues[0]!;
  const where = issue.path.length > 0 ? ` at ${issue.path.join(".")}` : "";
  return err(
    ruleError(
      "bad_command",
      "Zurvivors: commands",
      `Not a Zurvivors command${where}: ${issue.message}. Commands are place, escape, exchange, ability, endTurn and choose.`,
    ),
  );
}
