import type { BarricadeMark } from "../../board/layers/BarricadeLayer.tsx";

/** The barricades module's slice as the table reads it (Toxic City Mall, modules/classic/toxic-mall/barricades). */
interface BarricadesSlice {
  readonly sites?: readonly {
    readonly edge: string;
    readonly needs: number;
    readonly tokens: readonly { readonly complete: boolean }[];
  }[];
}

/** The barricade places of the game and what stands on each, as one key (`P3:2:1:0;...`): empty without any. */
export function barricadesKey(view: { readonly slices?: Readonly<Record<string, unknown>> }): string {
  const b = view.slices?.barricades as BarricadesSlice | null | undefined;
  return (b?.sites ?? [])
    .map((s) => {
      const complete = s.tokens.filter((t) => t.complete).length;
      return `${s.edge}:${s.needs}:${complete}:${s.tokens.length - complete}`;
    })
    .join(";");
}

export function barricadeMarks(key: string): BarricadeMark[] {
  if (key === "") return [];
  return key.split(";").map((part) => {
    const [edge, needs, complete, incomplete] = part.split(":");
    return {
      edge: edge ?? "",
      needs: Number(needs),
      complete: Number(complete),
      incomplete: Number(incomplete),
    };
  });
}
