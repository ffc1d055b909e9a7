/** Companion events (§12); a Companion's Wounds, moves with its Leader and Friendly Fire use the usual events. */
export type CompanionEvent = {
  readonly type: "CompanionLed";
  readonly companion: string;
  readonly leader: string;
  /** The Leader that handed the ID card over; null when the Companion was rallied. */
  readonly from: string | null;
  /** The Companion's first Blue skill, now the Leader's. */
  readonly skill: string | null;
  readonly rule: string;
};
