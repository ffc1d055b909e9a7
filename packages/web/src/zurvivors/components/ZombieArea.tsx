import { ZOMBIE_ITEMS } from "@horda/zurvivors";
import { type Words, zombieItemName } from "../model/words.ts";
import { CardFace } from "./CardFace.tsx";

/** The cards zombies placed this round, red side up, shared by every zombie. */
export function ZombieArea({ w }: { w: Words }) {
  const cards = w.view.zombieArea;
  const reds = cards.map((c) => w.view.set.items.cards.find((x) => x.id === c)?.zombie);
  return (
    <section className="zv-panel zv-zombies" aria-labelledby="zv-zombies-title" data-testid="zv-zombies">
      <h2 id="zv-zombies-title">{w.t("zombies.title")}</h2>
      <p className="zv-hint">{w.t("zombies.horde")}</p>
      <ul className="zv-zombie-counts">
        {ZOMBIE_ITEMS.map((z) => (
          <li key={z}>
            {w.t("zombies.have", { item: zombieItemName(w, z), count: reds.filter((r) => r === z).length })}
          </li>
        ))}
      </ul>
      {cards.length === 0 ? (
        <p>{w.t("zombies.empty")}</p>
      ) : (
        <ul className="zv-card-row">
          {cards.map((c) => (
            <li key={c}>
              <CardFace w={w} card={c} side="red" />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
