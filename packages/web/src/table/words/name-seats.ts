/** Puts the players' names in place of seat ids ("p1") in a text the engine wrote, e.g. a refusal's message. */
export function nameSeats(
  text: string,
  seats: readonly string[],
  seatName: (seat: string) => string,
): string {
  if (seats.length === 0) return text;
  const pattern = new RegExp(`\\b(${seats.map((s) => s.replace(/[^a-z0-9]/gi, "")).join("|")})\\b`, "g");
  return text.replace(pattern, (seat) => seatName(seat));
}
