/** Rule references of the classic cars (reference classic-1e-rules.md §7; seed 001, Toxic City Mall). */
export const CLASSIC_CAR_RULES = {
  drive:
    "classic §7 Drive (Driver only, 1 Action: 1 or 2 street Zones, back and forth allowed; not a Move; silent (?))",
  runOver:
    "classic §7 Car Attack (each miniature in the Zones left, crossed and reached, but those in the car: 1 die each, 4+, Damage 1, survivors first; XP to the Driver)",
  pimpmobile: "classic §7 Searching the Pimpmobile (once: one Pimpweapon at random)",
  police:
    "classic §7 Searching the Police car (draw until a weapon, keep it, discard the rest; again on later turns; a Flashlight adds nothing)",
  stash:
    "Toxic City Mall, hiding things in cars (1 Action: put Equipment cards under a car in the Zone; 1 Action: take any of them back)",
} as const;
