import { CAMPAIGN_BOXES, importCampaign, startCampaign } from "@horda/zombicide";
import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "wouter";
import { localizedName } from "../app/localized-name.ts";
import { bundledPacks } from "../table/content/packs.ts";
import { registerTableStrings } from "../table/i18n/register.ts";
import { useServer } from "../table/server/use-server.ts";
import { newSeed, seatOf } from "../table/setup/options.ts";
import { SurvivorPicker } from "../table/setup/SurvivorPicker.tsx";
import { BotSeatToggle } from "../table-bots/BotSeatToggle.tsx";
import { campaignMissions, campaignPacks } from "./campaign-content.ts";
import { listCampaigns, newCampaignId, saveCampaign } from "./campaign-store.ts";
import { CAMPAIGN_NS, registerCampaignStrings } from "./i18n.ts";
import { fetchCampaign, serverCampaigns } from "./server-campaigns.ts";
import "./campaign.css";

registerTableStrings();
registerCampaignStrings();

/** `/campaigns`: the campaigns kept in this browser, a new campaign, or one imported from a file. */
export default function CampaignsPage() {
  const { t, i18n } = useTranslation(CAMPAIGN_NS);
  const [, navigate] = useLocation();
  const packs = bundledPacks();
  const [title, setTitle] = useState(() => t("list.defaultName"));
  const [box, setBox] = useState("fort-hendrix");
  // The campaign plays the core's missions and its box's own (the book's first, in order, chosen by default).
  const loaded = packs.ok ? campaignPacks(box, packs.packs) : [];
  const { missions, book } = useMemo(
    () => (packs.ok ? campaignMissions(box, packs.packs) : { missions: [], book: [] }),
    [packs, box],
  );
  const [players, setPlayers] = useState<string[]>([t("list.player", { n: 1 })]);
  const [survivors, setSurvivors] = useState<Record<string, number>>({});
  /** Players (indices) whose seats the survivor bot plays at this device's table. */
  const [bots, setBots] = useState<number[]>([]);
  const [chosen, setChosen] = useState<string[]>(() => book);
  const [chosenFor, setChosenFor] = useState(box);
  if (chosenFor !== box) {
    setChosenFor(box);
    setChosen(book);
  }
  const [error, setError] = useState<string | null>(null);
  const saved = listCampaigns();
  const server = useServer();
  const [remote, setRemote] = useState<{ id: string; title: string }[]>([]);
  useEffect(() => {
    if (server) void serverCampaigns().then(setRemote);
  }, [server]);
  const elsewhere = remote.filter((r) => !saved.some((s) => s.id === r.id));
  const openRemote = async (id: string) => {
    const record = await fetchCampaign(id);
    if (!record) return setError(t("list.importBad", { message: id }));
    saveCampaign({ record, savedAt: Date.now() });
    navigate(`/campaigns/${id}`);
  };

  const start = () => {
    if (chosen.length === 0) return setError(t("list.needMission"));
    for (let p = 0; p < players.length; p++)
      if (!Object.values(survivors).includes(p)) return setError(t("list.needSurvivor"));
    const id = newCampaignId();
    const r = startCampaign({
      id,
      title: title.trim() || t("list.defaultName"),
      box,
      seed: newSeed(),
      missions: missions
        .filter((m) => chosen.includes(m.key))
        .map((m) => ({
          id: m.mission?.id ?? m.key,
          names: { en: m.names.en ?? m.key, "pt-BR": m.names["pt-BR"] ?? m.names.en ?? m.key },
          playable: m.key,
        })),
      roster: loaded.flatMap((p) => p.survivors.map((s) => s.id)),
      team: Object.entries(survivors).map(([survivor, player]) => ({ seat: seatOf(player), survivor })),
      players: players.flatMap((name, i) =>
        name.trim() ? [{ seat: seatOf(i), name: name.trim().slice(0, 40) }] : [],
      ),
    });
    if (!r.ok) return setError(r.error.message);
    saveCampaign({ record: r.value, savedAt: Date.now(), bots: bots.map(seatOf) });
    navigate(`/campaigns/${id}`);
  };

  const importFile = async (file: File) => {
    const r = importCampaign(await file.text());
    if (!r.ok) return setError(t("list.importBad", { message: r.error.message }));
    saveCampaign({ record: r.value, savedAt: Date.now() });
    navigate(`/campaigns/${r.value.id}`);
  };

  const bookBox = CAMPAIGN_BOXES[box];
  return (
    <section className="page campaigns">
      <h1>{t("list.title")}</h1>
      <p>{t("list.intro")}</p>
      <h2>{t("list.saved")}</h2>
      {saved.length === 0 ? (
        <p>{t("list.none")}</p>
      ) : (
        <ul className="campaign-list">
          {saved.map((c) => (
            <li key={c.id}>
              <Link href={`/campaigns/${c.id}`}>{c.title}</Link>
            </li>
          ))}
        </ul>
      )}
      {elsewhere.length > 0 && (
        <>
          <h2>{t("list.onServer")}</h2>
          <ul className="campaign-list">
            {elsewhere.map((c) => (
              <li key={c.id}>
                <button type="button" onClick={() => void openRemote(c.id)}>
                  {c.title}
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
      <form
        className="campaign-new"
        onSubmit={(e) => {
          e.preventDefault();
          start();
        }}
      >
        <h2>{t("list.newTitle")}</h2>
        <label>
          {t("list.name")} <input value={title} onChange={(e) => setTitle(e.target.value)} />
        </label>
        <label>
          {t("list.box")}{" "}
          <select value={box} onChange={(e) => setBox(e.target.value)}>
            {Object.values(CAMPAIGN_BOXES).map((b) => (
              <option key={b.id} value={b.id}>
                {localizedName(b.names, i18n.language)}
              </option>
            ))}
          </select>
        </label>
        {bookBox && (
          <p className="hint">
            {t("list.bookMissions", {
              missions: bookBox.missions.map((m) => localizedName(m.names, i18n.language)).join(", "),
            })}
          </p>
        )}
        <fieldset>
          <legend>{t("list.players")}</legend>
          {players.map((name, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: players are seats in order.
            <span key={i} className="player-slot">
              <input
                aria-label={t("list.player", { n: i + 1 })}
                value={name}
                maxLength={40}
                onChange={(e) => setPlayers(players.map((p, j) => (j === i ? e.target.value : p)))}
              />
              <BotSeatToggle
                player={i}
                checked={bots.includes(i)}
                onChange={(on) => setBots(on ? [...bots, i] : bots.filter((b) => b !== i))}
              />
            </span>
          ))}
          <button
            type="button"
            disabled={players.length >= 6}
            onClick={() => setPlayers([...players, t("list.player", { n: players.length + 1 })])}
          >
            +
          </button>
          <button
            type="button"
            disabled={players.length <= 1}
            onClick={() => {
              setPlayers(players.slice(0, -1));
              setBots(bots.filter((b) => b < players.length - 1));
              setSurvivors(
                Object.fromEntries(Object.entries(survivors).filter(([, p]) => p < players.length - 1)),
              );
            }}
          >
            −
          </button>
        </fieldset>
        <SurvivorPicker packs={loaded} players={players} value={survivors} onChange={setSurvivors} />
        <fieldset>
          <legend>{t("list.missions")}</legend>
          <ol>
            {missions.map((m, i) => (
              <li key={m.key}>
                {/* The core box's missions follow the book's: a campaign of core missions ticks only those. */}
                {!book.includes(m.key) && (i === 0 || book.includes(missions[i - 1]?.key ?? "")) && (
                  <p className="hint" data-testid="core-missions-note">
                    {t("list.coreMissions")}
                  </p>
                )}
                <label>
                  <input
                    type="checkbox"
                    checked={chosen.includes(m.key)}
                    onChange={(e) =>
                      setChosen(
                        e.target.checked
                          ? missions
                              .filter((x) => x.key === m.key || chosen.includes(x.key))
                              .map((x) => x.key)
                          : chosen.filter((k) => k !== m.key),
                      )
                    }
                  />{" "}
                  {localizedName(m.names, i18n.language)}
                </label>
              </li>
            ))}
          </ol>
        </fieldset>
        <button type="submit" className="primary">
          {t("list.start")}
        </button>
      </form>
      <label className="campaign-import">
        {t("list.import")}{" "}
        <input
          type="file"
          accept="application/json,.json"
          onChange={(e) => {
            const f = e.target.files?.[0];
            if (f) void importFile(f);
          }}
        />
      </label>
      {error && (
        <p role="alert" className="error">
          {error}
        </p>
      )}
    </section>
  );
}
