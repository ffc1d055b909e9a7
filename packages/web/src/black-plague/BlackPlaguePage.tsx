import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { blackPlaguePacks } from "./bp-packs.ts";
import { BLACK_PLAGUE_NS, registerBlackPlagueStrings } from "./i18n/register.ts";
import {
  type BlackPlaguePageData,
  blackPlaguePageData,
  type CardView,
  type SurvivorView,
} from "./page-data.ts";
import "./black-plague.css";

registerBlackPlagueStrings();

const LEVELS = ["blue", "yellow", "orange", "red"] as const;

function Unverified() {
  const { t } = useTranslation(BLACK_PLAGUE_NS);
  return <span className="badge badge-unverified">{t("unverified")}</span>;
}

/** The engine's Black Plague profile does not play this yet. */
function Waiting() {
  const { t } = useTranslation(BLACK_PLAGUE_NS);
  return <span className="badge bp-waiting">{t("waiting")}</span>;
}

function CardLine({ card, count }: { card: CardView; count?: number }) {
  const { t } = useTranslation(BLACK_PLAGUE_NS);
  return (
    <li className={`bp-card bp-card-${card.role}`} data-card={card.id}>
      <span className="bp-card-name">{card.name}</span>
      {count !== undefined && <span className="bp-card-count">{t("copies", { count })}</span>}{" "}
      <span className="bp-card-kind">{card.kind}</span>
      {card.stats.map((s) => (
        <span key={s} className="bp-card-stats">
          {s}
        </span>
      ))}
      {card.dual && <span className="bp-tag">{t("dual")}</span>}
      {card.minDanger && <span className="bp-tag">{card.minDanger}</span>}
      {card.unverified && <Unverified />}
      {card.waiting && <Waiting />}
    </li>
  );
}

/** A survivor's dashboard: the skill tree by Danger Level, two Hands, the Body slot and the Backpack. */
function Dashboard({ s, data }: { s: SurvivorView; data: BlackPlaguePageData }) {
  const { t } = useTranslation(BLACK_PLAGUE_NS);
  return (
    <article className="bp-dashboard" data-survivor={s.id} aria-label={s.name}>
      <h3>
        {s.name} {s.unverified && <Unverified />} {s.waiting && <Waiting />}
      </h3>
      <ol className="bp-levels">
        {LEVELS.map((l) => (
          <li key={l} className={`bp-level bp-level-${l}`}>
            <span className="bp-level-name">{t(`levels.${l}`)}</span>
            <span className="bp-level-skills">
              {s.skills[l].map((k) => (
                <span key={k}>{k}</span>
              ))}
            </span>
          </li>
        ))}
      </ol>
      <div className="bp-slots">
        <div className="bp-slot">
          <span className="bp-slot-name">{t("dashboard.hand")}</span>
        </div>
        <div className="bp-slot">
          <span className="bp-slot-name">{t("dashboard.hand")}</span>
        </div>
        <div className="bp-slot bp-slot-body">
          <span className="bp-slot-name">{t("dashboard.body")}</span>
          {s.bodySlot && (
            <span className="bp-slot-takes">{t("dashboard.bodyTakes", { card: s.bodySlot })}</span>
          )}
        </div>
        <div className="bp-slot bp-slot-backpack">
          <span className="bp-slot-name">{t("dashboard.backpack")}</span>
        </div>
      </div>
      <details className="bp-dashboard-cards">
        <summary>
          {t("dashboard.spells")} · {t("dashboard.armour")}
        </summary>
        <ul className="bp-card-list">
          {[...data.spells, ...data.armour].map((c) => (
            <CardLine key={c.id} card={c} />
          ))}
        </ul>
      </details>
    </article>
  );
}

/** `/black-plague`: the Black Plague family on its own page, as in the seed's app. */
export default function BlackPlaguePage() {
  const { t, i18n } = useTranslation(BLACK_PLAGUE_NS);
  const loaded = blackPlaguePacks();
  if (!loaded.ok)
    return (
      <section className="page black-plague">
        <h1>{t("title")}</h1>
        <p className="error">{t("broken")}</p>
        <ul className="errors">
          {loaded.errors.map((e) => (
            <li key={e}>{e}</li>
          ))}
        </ul>
      </section>
    );
  const data = blackPlaguePageData(loaded.packs, loaded.played, i18n.language === "pt-BR" ? "pt-BR" : "en");
  const boxName = (id: string) => data.boxes.find((b) => b.id === id)?.name ?? id;
  return (
    <section className="page black-plague" data-testid="black-plague">
      <h1>{t("title")}</h1>
      <p>{t("intro")}</p>
      <p className={data.playable ? "bp-status" : "bp-status bp-status-waiting"} data-testid="bp-status">
        {data.playable ? t("playableNote") : t("notPlayable")}
      </p>
      {data.refused > 0 && <p className="hint">{t("refused", { count: data.refused })}</p>}

      <h2>{t("quests")}</h2>
      <ul className="bp-quests">
        {data.quests.map((q) => (
          <li key={q.id} className="bp-quest" data-quest={q.id}>
            <h3>{q.name}</h3>
            <p className="hint">
              {t(`difficulty.${q.difficulty}`)} · {t("tiles", { count: q.tiles })} · {t("standin")}
            </p>
            <p>{q.briefing}</p>
            {q.start ? (
              <Link href={q.start} className="button">
                {t("start")}
              </Link>
            ) : (
              <span className="button button-disabled" aria-disabled="true">
                {t("startDisabled")}
              </span>
            )}
          </li>
        ))}
      </ul>

      <h2>{t("survivors")}</h2>
      {data.boxes.map((b) => (
        <section key={b.id} className="bp-box" aria-label={b.name}>
          <h3 className="bp-box-name">{b.name}</h3>
          <div className="bp-dashboards">
            {data.survivors
              .filter((s) => s.box === b.id)
              .map((s) => (
                <Dashboard key={s.id} s={s} data={data} />
              ))}
          </div>
        </section>
      ))}

      <h2>{t("decks")}</h2>
      <div className="bp-decks">
        {data.decks.map((d) => (
          <section key={`${d.box}/${d.deck}`} className="bp-deck" data-deck={`${d.box}/${d.deck}`}>
            <h3>
              {t(`deckNames.${d.deck}`)} <span className="hint">{boxName(d.box)}</span>
            </h3>
            {d.deck !== "equipment" && d.box === "black-plague" && (
              <p className="hint">{t(`deckHelp.${d.deck}`)}</p>
            )}
            <ul className="bp-card-list">
              {d.cards.map((c) => (
                <CardLine key={c.id} card={c} count={c.count} />
              ))}
            </ul>
          </section>
        ))}
      </div>

      <h2>{t("zombieDeck")}</h2>
      <ul className="bp-zombie-decks">
        {data.zombieDecks.map((z) => (
          <li key={z.box}>
            <strong>{boxName(z.box)}</strong>: {t("deckCount", { count: z.total })} —{" "}
            {Object.entries(z.kinds)
              .map(([k, n]) => `${t(`deckKinds.${k}`)} ${n}`)
              .join(" · ")}
          </li>
        ))}
      </ul>
      <p className="hint">{t("deckLicence")}</p>
      <h2>{t("zombies")}</h2>
      <ul className="bp-zombies">
        {data.zombies.map((z) => (
          <li key={z.id} data-zombie={z.id}>
            <strong>{z.name}</strong>:{" "}
            {t("zombieLine", { actions: z.actions, damage: z.damage, xp: z.xp, priority: z.priority })}
            {z.ignoresArmour && ` · ${t("ignoresArmour")}`}
            {z.flees && ` · ${t("flees")}`}
          </li>
        ))}
      </ul>
    </section>
  );
}
