/** Input the tools understand. Points are in cell units (fractions inside a cell), origin at the map's top-left. */
export type EditorEvent =
  | {
      readonly type: "pointer_down" | "pointer_move" | "pointer_up";
      readonly x: number;
      readonly y: number;
      readonly shift?: boolean;
    }
  | { readonly type: "key_down"; readonly key: string; readonly ctrl?: boolean; readonly shift?: boolean }
  | { readonly type: "cancel" };

export type PointerEventIn = Extract<EditorEvent, { x: number }>;
export type KeyEventIn = Extract<EditorEvent, { type: "key_down" }>;

/** A message for the user after an operation was refused (shown in the status line, in their language). */
export interface Notice {
  readonly key: string;
  readonly params?: Readonly<Record<string, string | number>>;
}
