/** Table edits of the free (sandbox) mode: pieces moved by hand, doors flipped, zombies added or removed. */
export const SANDBOX_RULE = "table edit (free mode)";

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
    };
