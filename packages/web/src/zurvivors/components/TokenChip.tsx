import type { ItemKind, TokenKind } from "@horda/zurvivors";
import { tokenName, type Words } from "../model/words.ts";

/** A round token with its name; weapons get a darker ring. */
export function TokenChip({ w, token }: { w: Words; token: TokenKind | ItemKind }) {
  const weapon = token === "grenade" || token === "pistol" || token === "ammo";
  return (
    <span className={`zv-token zv-token-${token}${weapon ? " zv-token-weapon" : ""}`}>
      {tokenName(w, token)}
    </span>
  );
}
