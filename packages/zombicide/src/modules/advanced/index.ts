// The advanced rules of Rio Z Janeiro and Fort Hendrix (All-Out dice, KO / R.I.P., Objective cards) and the
// mission outcome the campaign reads.
export type * from "./outcome/types.ts";
