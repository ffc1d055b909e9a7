import type { ZombicideEvent } from "@horda/zombicide";
import { memo } from "react";
import { formatEvent } from "../log/format-event.ts";
import type { Words } from "../words/words.ts";

/** The Toxic City Mall events a player must not miss in the last step: a spray that wounds, or one resisted. */
const SPRAY = new Set(["ToxicBloodSprayed", "ToxicBloodResisted"]);

/**
 * The toxic blood of the last step, above the actions: each spray in the toxic-zombies module's words, in the toxic
 * rim's colour, so a kill that cost a Wound is seen at once, on a phone too, where the pinned controls show only
 * their top (the log says it too, further down).
 */
export const ToxicSpray = memo(function ToxicSpray({
  events,
  words,
}: {
  readonly events: readonly ZombicideEvent[];
  readonly words: Words;
}) {
  const sprays = events.filter((e) => SPRAY.has(e.type));
  if (sprays.length === 0) return null;
  return (
    <ul className="toxic-spray" data-testid="toxic-spray">
      {sprays.map((e, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the sprays of one step, in order.
        <li key={i} className={e.type === "ToxicBloodSprayed" ? "sprayed" : "resisted"}>
          <span aria-hidden="true">☣ </span>
          {formatEvent(words, e)}
        </li>
      ))}
    </ul>
  );
});
