/** The hatch a Dark Zone is filled with (board.css: `url(#dark-hatch)`), defined once per board drawing. */
export function DarkHatch() {
  return (
    <defs>
      <pattern
        id="dark-hatch"
        width="8"
        height="8"
        patternUnits="userSpaceOnUse"
        patternTransform="rotate(45)"
      >
        <rect width="8" height="8" className="dark-base" />
        <line x1="0" y1="0" x2="0" y2="8" className="dark-line" />
      </pattern>
    </defs>
  );
}
