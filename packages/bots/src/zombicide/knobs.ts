// The survivor bot's tuning knobs (read once from the environment); the defaults are the measured best
// (docs/bots.md).
const env: Readonly<Record<string, string | undefined>> = globalThis.process?.env ?? {};

export const W = {
  forecast: (env.BOT_FORECAST ?? "1") === "1",
  trap: Number(env.BOT_TRAP ?? 45),
  next: Number(env.BOT_NEXT ?? 150),
  urgent: Number(env.BOT_URGENT ?? 420),
  margin: Number(env.BOT_MARGIN ?? 60),
  spawn: Number(env.BOT_SPAWN ?? 40),
  doorToll: Number(env.BOT_DOORTOLL ?? 3),
  later: Number(env.BOT_LATER ?? 40),
  exitRush: Number(env.BOT_EXITRUSH ?? 1),
  soloEscape: env.BOT_SOLOESCAPE === "1",
  gain: Number(env.BOT_GAIN ?? 40),
  fear: Number(env.BOT_FEAR ?? 55),
  spread: Number(env.BOT_SPREAD ?? 12),
  search: Number(env.BOT_SEARCH ?? 230),
  together: Number(env.BOT_TOGETHER ?? 0.7),
  lethal: Number(env.BOT_LETHAL ?? 300),
  pending: Number(env.BOT_PENDING ?? 1),
  abandon: Number(env.BOT_ABANDON ?? 1),
} as const;
