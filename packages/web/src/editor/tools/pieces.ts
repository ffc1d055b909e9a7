import type { DoorColour, MapToken } from "@horda/content";

/** What the place-piece tool puts down: a door token, or a map token without its cell. */
export type PieceTemplate =
  | { readonly kind: "door"; readonly colour: DoorColour; readonly open: boolean }
  | { readonly kind: "token"; readonly token: DistributiveOmit<MapToken, "x" | "y"> };

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/** A short stable name for a template (palette keys, tests). */
export function templateKey(t: PieceTemplate): string {
  if (t.kind === "door") return `door:${t.colour}${t.open ? ":open" : ""}`;
  const k = t.token;
  switch (k.kind) {
    case "spawn":
      return `spawn:${k.spawn}${k.active ? "" : ":inactive"}`;
    case "objective":
      return `objective:${k.colour}`;
    case "car":
      return `car:${k.car}`;
    case "companion":
      return k.card ? `companion:${k.card}` : "companion";
    case "zombies":
      return `zombies:${k.zombie}:${k.count}`;
    case "noise":
      return `noise:${k.count}`;
    case "token":
      return `token:${k.name}`;
    default:
      return k.kind;
  }
}
