import type { ZombicideCommand, ZombicideState } from "@horda/zombicide";
import { useMemo, useState } from "react";
import { routeClick, routeTargets } from "../actions/drive-route.ts";
import { forSurvivor, groupCommands, survivorsIn, targetZone } from "../actions/group-commands.ts";
import type { SandboxTool } from "../sandbox/SandboxPanel.tsx";
import type { Acting } from "./acting-seat.ts";
import { armScope } from "./arm-scope.ts";

const isEdit = (c: ZombicideCommand) => c.type.startsWith("sandbox");

/** Is `c` a command the free-mode tool sends on a zone click? */
function toolMatches(tool: NonNullable<SandboxTool>, c: ZombicideCommand): boolean {
  if (tool.kind === "move") return c.type === "sandboxMovePiece" && c.piece === tool.piece;
  if (tool.kind === "add") return c.type === "sandboxAddZombies" && c.zombie === tool.zombie;
  return c.type === "sandboxAddNoise";
}

/**
 * What the table's controls show and do for the acting seat: which survivor acts, which zone-aimed group is
 * armed (move by default), the zones it can aim at, and where board clicks go.
 */
export function useTableControls(state: ZombicideState, acting: Acting, send: (c: ZombicideCommand) => void) {
  const [chosen, setChosen] = useState<string | null>(null);
  // The group the player armed, and the survivor and turn it was armed for (`armScope`).
  const [armedAt, setArmedAt] = useState<{ key: string; scope: string } | null>(null);
  const [door, setDoor] = useState<string | null>(null);
  const [tool, setTool] = useState<SandboxTool>(null);
  // The zones picked so far for a path command (Drive), for one group, one list of legal commands and one turn.
  const [picked, setPicked] = useState<{
    key: string;
    scope: string;
    from: readonly ZombicideCommand[];
    route: readonly string[];
  } | null>(null);
  const deciding = state.pending.length > 0;
  const edits = useMemo(() => acting.commands.filter(isEdit), [acting.commands]);
  const game = useMemo(() => acting.commands.filter((c) => !isEdit(c)), [acting.commands]);
  const survivors = useMemo(() => survivorsIn(game), [game]);
  const selected =
    state.turn.active ?? (chosen && survivors.includes(chosen) ? chosen : (survivors[0] ?? null));
  const groups = useMemo(
    () => (deciding ? [] : groupCommands(forSurvivor(game, selected))),
    [deciding, game, selected],
  );
  const zoneGroups = groups.filter((g) => g.control === "zone" || g.control === "path");
  const scope = armScope(state, selected);
  // Armed for another survivor or turn, or no longer legal: dropped, so a later click cannot send it.
  const stillArmed =
    armedAt !== null && armedAt.scope === scope && zoneGroups.some((g) => g.key === armedAt.key);
  if (armedAt !== null && !stillArmed) setArmedAt(null);
  if (picked !== null && picked.scope !== scope) setPicked(null);
  const armed =
    (stillArmed ? zoneGroups.find((g) => g.key === armedAt.key) : undefined) ??
    zoneGroups.find((g) => g.type === "move") ??
    zoneGroups.find((g) => g.control === "path") ??
    null;
  const route =
    armed?.control === "path" &&
    picked?.key === armed.key &&
    picked.scope === scope &&
    picked.from === armed.commands
      ? picked.route
      : [];
  const targets = tool
    ? edits.flatMap((c) => (toolMatches(tool, c) ? [targetZone(c) ?? ""] : []))
    : armed?.control === "path"
      ? routeTargets(armed.commands, route)
      : (armed?.commands.map((c) => targetZone(c) ?? "") ?? []);

  const onZone = (zone: string) => {
    if (tool) {
      const c = edits.find((x) => toolMatches(tool, x) && targetZone(x) === zone);
      if (c) send(c);
      if (c && tool.kind === "move") setTool(null);
      return;
    }
    if (armed?.control === "path") {
      const step = routeClick(armed.commands, route, zone);
      if (step.kind === "send") {
        setPicked(null);
        send(step.command);
      } else if (step.kind === "extend")
        setPicked({ key: armed.key, scope, from: armed.commands, route: step.route });
      return;
    }
    // Only the armed command (Move unless the player armed another) acts on a click: a click never fires a
    // shot or a skill the player did not pick.
    const c = armed?.commands.find((x) => targetZone(x) === zone);
    if (c) send(c);
  };
  const onDoor = (id: string) => {
    setDoor(id);
    const open = groups.flatMap((g) => g.commands).find((c) => c.door === id && !isEdit(c));
    if (open) send(open);
  };
  return {
    deciding,
    edits,
    game,
    survivors,
    selected,
    choose: setChosen,
    groups,
    armed: armed?.key ?? null,
    arm: (key: string) => {
      setArmedAt({ key, scope });
      setPicked(null);
    },
    /** Zones picked so far for the armed path command (Drive). */
    route,
    targets,
    onZone,
    onDoor,
    door,
    setDoor,
    tool,
    setTool,
  };
}
