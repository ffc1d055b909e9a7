import type { Seat } from "@horda/table";
import { useEffect, useId, useRef } from "react";
import { seatName, type Words } from "../model/words.ts";

/** Between two people on one screen: nothing secret shows until the next one says they hold the device. */
export function PassDeviceCover({
  w,
  seat,
  confirm,
}: {
  w: Words;
  seat: Seat;
  confirm: (seat: Seat) => void;
}) {
  const id = useId();
  const button = useRef<HTMLButtonElement>(null);
  const name = seatName(w, seat);
  useEffect(() => {
    button.current?.focus();
  }, []);
  return (
    <div className="zv-backdrop zv-cover">
      <div className="zv-dialog" role="dialog" aria-modal="true" aria-labelledby={id} data-testid="zv-cover">
        <h2 id={id}>{w.t("cover.title", { name })}</h2>
        <p>{w.t("cover.text", { name })}</p>
        <button ref={button} type="button" onClick={() => confirm(seat)}>
          {w.t("cover.show", { name })}
        </button>
      </div>
    </div>
  );
}
