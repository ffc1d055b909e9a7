import type { Board } from "@horda/zombicide";
import { memo } from "react";
import { useTranslation } from "react-i18next";
import { describeSurvivor, describeZombies } from "../describe.ts";
import type { PlacedPiece } from "../geometry/piece-layout.ts";
import type { ZombieGroup } from "../pieces/types.ts";
import { SurvivorGlyph } from "./SurvivorGlyph.tsx";
import { ZombieGlyph } from "./ZombieGlyph.tsx";

/** Zombies drawn with their name under them: the ones a player must not miss. */
const NAMED_ZOMBIES: ReadonlySet<string> = new Set(["abomination", "necromancer", "wolfbomination"]);

interface Props {
  readonly board: Board;
  readonly placed: readonly PlacedPiece[];
}

/** Survivors and zombie groups, each a focusable image with its name. */
export const PieceLayer = memo(function PieceLayer({ board, placed }: Props) {
  return (
    <g className="pieces">
      {placed.map((p) => {
        const zone = board.zones[p.piece.zone];
        if (!zone) return null;
        const key =
          p.kind === "survivor"
            ? `s-${p.piece.id}`
            : `z-${p.piece.zone}-${p.piece.type}-${p.piece.name ?? ""}`;
        return <Piece key={key} placed={p} zone={zone} />;
      })}
    </g>
  );
});

interface PieceProps {
  readonly placed: PlacedPiece;
  readonly zone: Board["zones"][number];
}

/** Same piece in the same slot: nothing to redraw (playback frames rebuild every piece object). */
function samePiece({ placed: a, zone: za }: PieceProps, { placed: b, zone: zb }: PieceProps): boolean {
  if (za !== zb || a.kind !== b.kind) return false;
  if (
    a.slot.centre.x !== b.slot.centre.x ||
    a.slot.centre.y !== b.slot.centre.y ||
    a.slot.size !== b.slot.size
  )
    return false;
  if (a.kind === "survivor" && b.kind === "survivor")
    return (
      a.label?.x === b.label?.x &&
      a.label?.y === b.label?.y &&
      a.piece.id === b.piece.id &&
      a.piece.name === b.piece.name &&
      a.piece.colour === b.piece.colour &&
      a.piece.note === b.piece.note &&
      a.piece.companion === b.piece.companion &&
      a.piece.knockedOutUntil === b.piece.knockedOutUntil
    );
  const [x, y] = [a.piece as ZombieGroup, b.piece as ZombieGroup];
  return (
    x.type === y.type &&
    x.count === y.count &&
    x.name === y.name &&
    x.shape === y.shape &&
    x.typeName === y.typeName &&
    (x.marks ?? []).join() === (y.marks ?? []).join()
  );
}

const Piece = memo(function Piece({ placed: p, zone }: PieceProps) {
  const { t } = useTranslation();
  const { x, y } = p.slot.centre;
  if (p.kind === "survivor") {
    return (
      // biome-ignore lint/a11y/noInteractiveElementToNoninteractiveRole: a figure reached by Tab so its name is read.
      <g
        className="piece"
        data-zone={zone.index}
        data-survivor={p.piece.id}
        role="img"
        tabIndex={0}
        aria-label={describeSurvivor(t, p.piece, zone)}
      >
        <SurvivorGlyph
          name={p.piece.name}
          colour={p.piece.colour}
          x={x}
          y={y}
          size={p.slot.size}
          companion={p.piece.companion}
          knockedOutUntil={p.piece.knockedOutUntil}
          label={p.label}
        />
      </g>
    );
  }
  const g = p.piece;
  const what = describeZombies(t, g);
  const named = g.name ?? (NAMED_ZOMBIES.has(g.type) ? t(`zombieName.${g.type}`) : undefined);
  return (
    // biome-ignore lint/a11y/noInteractiveElementToNoninteractiveRole: a figure reached by Tab so its name is read.
    <g
      className="piece"
      data-zone={zone.index}
      role="img"
      tabIndex={0}
      aria-label={t("zombie.group", { what, zone: zone.id })}
    >
      <ZombieGlyph
        type={g.type}
        count={g.count}
        x={x}
        y={y}
        size={p.slot.size}
        label={named}
        shape={g.shape}
        marks={g.marks}
      />
    </g>
  );
}, samePiece);
