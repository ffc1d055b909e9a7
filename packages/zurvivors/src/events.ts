import type { Json } from "@horda/table";

/**
 * What happened, in domain words (CardsRevealed, SurvivorEscaped, HordeAdvanced...). Events carry only
 * public information, so every viewer may receive all of them.
 */
export interface ZEvent {
  readonly type: string;
  readonly [field: string]: Json;
}

export type Events = ZEvent[];
