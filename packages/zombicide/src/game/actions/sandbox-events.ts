/** Table edits of the free (sandbox) mode: pieces moved, doors flipped, zombies added or removed, cards, noise. */
export const SANDBOX_RULE = "table edit (free mode)";

/** The module a game's config lists (`modules: ["core", "sandbox"]`) to allow table edits. */
export const SANDBOX_MODULE = "sandbox";

export type SandboxEvent =
  | {
      readonly type: "SandboxPieceMoved";
      readonly piece: string;
      readonly kind: "survivor" | "zombie";
      readonly from: string;
      readonly to: string;
      readonly rule: string;
    }
  | {
      readonly type: "SandboxDoorFlipped";
      readonly door: string;
      readonly open: boolean;
      readonly rule: string;
    }
  | {
      readonly type: "SandboxZombiesAdded";
      readonly zone: string;
      readonly zombie: string;
      readonly zombies: readonly string[];
      readonly rule: string;
    }
  | {
      readonly type: "SandboxZombieRemoved";
      readonly zombie: string;
      readonly zombieType: string;
      readonly zone: string;
      readonly rule: string;
    }
  | {
      readonly type: "SandboxCardDrawn";
      readonly survivor: string;
      /** The card's uid ("pistol#e2"). */
      readonly card: string;
      readonly deck: "equipment" | "epic";
      readonly slot: "hand" | "backpack";
      readonly rule: string;
    }
  | {
      readonly type: "SandboxNoiseChanged";
      readonly zone: string;
      /** Noise tokens in the zone after the edit. */
      readonly tokens: number;
      readonly rule: string;
    }
  | {
      readonly type: "SandboxBoxToggled";
      /** The box (pack id) whose Equipment and Epic cards left the decks or came back. */
      readonly box: string;
      readonly on: boolean;
      /** Cards set aside (off) or shuffled back into the draw piles (on). */
      readonly cards: number;
      readonly rule: string;
    };
