/** Survivor colours from the card set, as screen colours with enough contrast for white initials. */
const COLORS: Record<string, string> = {
  red: "#c0392b",
  blue: "#2463b0",
  green: "#2e8540",
  yellow: "#a67c00",
  purple: "#7b3fa0",
  orange: "#c0560f",
  white: "#767676",
  black: "#333333",
};

export function pieceColor(name: string): string {
  return COLORS[name] ?? "#666666";
}
