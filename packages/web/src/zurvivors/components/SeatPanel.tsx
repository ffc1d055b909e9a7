import { BACKPACK_SIZE, type ZombieItem } from "@horda/zurvivors";
import type { SeatModel } from "../model/players.ts";
import { localText, seatName, survivorColor, type Words, zombieItemName } from "../model/words.ts";
import { CardFace } from "./CardFace.tsx";
import { ObjectivePanel } from "./ObjectivePanel.tsx";
import { pieceColor } from "./piece-color.ts";
import { TokenChip } from "./TokenChip.tsx";

function roundStatus(w: Words, s: SeatModel): string {
  if (s.placement)
    return w.t(s.placement.how === "escape" ? "seat.escaped" : "seat.last", { order: s.placement.order });
  if (!s.inRound) return w.t("seat.out");
  if (s.awaited) return s.chosen ? w.t("seat.chosen") : w.t("seat.choosing");
  return s.chosen ? w.t("seat.chosen") : "";
}

/** One seat as everyone sees it: piece, ability, backpack, placed cards and only the size of its hand. */
export function SeatPanel({ w, s }: { w: Words; s: SeatModel }) {
  const name = seatName(w, s.seat);
  const card = w.view.set.survivors.cards.find((c) => c.id === s.survivor);
  const control = w.t(`table.${s.control === "you" ? "you" : s.control}`);
  const ability =
    s.ability === "ready" ? "abilityReady" : s.ability === "used" ? "abilityUsed" : "abilityBlocked";
  const slots = Array.from({ length: BACKPACK_SIZE }, (_, i) => s.backpack[i] ?? null);
  const status = roundStatus(w, s);
  return (
    <section
      className={`zv-seat${s.zombie ? " zv-seat-zombie" : ""}${s.awaited ? " zv-seat-awaited" : ""}`}
      aria-label={w.t("seat.region", { name, control })}
      data-seat={s.seat}
    >
      <h3>
        <span
          className="zv-swatch"
          style={{ background: pieceColor(survivorColor(w, s.seat)) }}
          aria-hidden="true"
        />
        {name} <span className="zv-control">({control})</span>
        {s.zombie && <span className="badge zv-badge-zombie">{w.t("seat.zombie")}</span>}
        {s.first && <span className="badge zv-badge-first">{w.t("seat.first")}</span>}
      </h3>
      {status && <p className="zv-seat-status">{status}</p>}
      {card && !s.zombie && (
        <p className={`zv-ability zv-ability-${s.ability}`}>
          <strong>{w.t(`seat.${ability}`)}</strong>
          {s.blockNext && ` (${w.t("seat.blockNext")})`}: {localText(card.ability.text, w.lang)}
        </p>
      )}
      {card && s.zombie && (
        <p className="zv-ability">
          {w.t("seat.zombieCombo", {
            items: card.zombie.combination.map((z: ZombieItem) => zombieItemName(w, z)).join(" + "),
            text: localText(card.zombie.text, w.lang),
          })}
        </p>
      )}
      {!s.zombie && (
        <div className="zv-backpack">
          <span className="zv-label">{w.t("seat.backpack")}</span>
          <ul>
            {slots.map((token, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: backpack slots are positions
              <li key={i}>
                {token ? (
                  <TokenChip w={w} token={token} />
                ) : (
                  <span className="zv-slot">{w.t("seat.emptySlot")}</span>
                )}
              </li>
            ))}
          </ul>
        </div>
      )}
      {!s.zombie && (
        <div className="zv-placed">
          <span className="zv-label">{w.t("seat.placed")}</span>
          {s.placed.length === 0 ? (
            <span className="zv-none"> {w.t("seat.nonePlaced")}</span>
          ) : (
            <ul>
              {s.placed.map((c) => (
                <li key={c}>
                  <CardFace w={w} card={c} />
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      <p className="zv-hand-size">{w.t("seat.hand", { count: s.handSize })}</p>
      {s.control !== "you" && <ObjectivePanel w={w} seat={s.seat} own={false} />}
    </section>
  );
}
