/**
 * What a rule profile calls a survivor's points: 2E says Adrenaline, Black Plague and the classic game say XP.
 * The table reads its words with this as i18next's `context` (`dashboard.adrenaline` → `dashboard.adrenaline_xp`),
 * so one key names both and a profile with no word of its own reads the 2E one.
 */
export type PointsContext = "xp" | undefined;

const XP_PROFILES: ReadonlySet<string> = new Set(["black-plague", "classic"]);

export const pointsContext = (profile: string | undefined): PointsContext =>
  profile !== undefined && XP_PROFILES.has(profile) ? "xp" : undefined;
