import { applyCampaign, CAMPAIGN_BOXES, exportCampaign, zombicide } from "@horda/zombicide";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "wouter";
import { localizedName } from "../app/localized-name.ts";
import { bundledTiles } from "../content/tile-library.ts";
import { savePass } from "../online-room/seat-store.ts";
import { bundledPacks } from "../table/content/packs.ts";
import { playables } from "../table/content/playable.ts";
import { registerTableStrings, TABLE_NS } from "../table/i18n/register.ts";
import { useServer } from "../table/server/use-server.ts";
import { rebuild } from "../table/session/table-session.ts";
import { newSeed } from "../table/setup/options.ts";
import { loadGame, saveGame } from "../table/store/game-store.ts";
import { refusalText } from "../table/words/refusal.ts";
import { CampaignSeats } from "./CampaignSeats.tsx";
import { botSeatsOf, deleteCampaign } from "./campaign-store.ts";
import { CAMPAIGN_NS, registerCampaignStrings } from "./i18n.ts";
import { KeepDice } from "./KeepDice.tsx";
import { campaignGame, reportOf } from "./mission-game.ts";
import { campaignNames } from "./names.ts";
import { OwnerSkillForm } from "./OwnerSkillForm.tsx";
import { openCampaignRoom } from "./online-mission.ts";
import { PendingChoices } from "./PendingChoices.tsx";
import { rememberRoomBots } from "./room-bots.ts";
import { SheetView } from "./SheetView.tsx";
import { fetchCampaign, pushCampaign } from "./server-campaigns.ts";
import { useCampaign } from "./use-campaign.ts";
import "./campaign.css";

registerTableStrings();
registerCampaignStrings();

/** The report of a campaign mission whose game is over; null while it goes on; why not, when it cannot be read. */
function finishedMission(record: Parameters<typeof reportOf>[0], gameId: string) {
  const game = loadGame(gameId);
  if (!game) return null;
  const built = rebuild(game.record);
  if (!built.ok || zombicide.status(built.value.session.state).kind !== "finished") return null;
  return reportOf(record, game);
}

/** `/campaigns/:id`: the campaign between (and during) its missions: choices, Keep rolls, sheets, history. */
export default function CampaignPage({ id }: { readonly id: string }) {
  const { t, i18n } = useTranslation(CAMPAIGN_NS);
  const { t: tTable } = useTranslation(TABLE_NS);
  const [, navigate] = useLocation();
  const { saved, send, update, error, setError, serverProblem } = useCampaign(id);
  const [problem, setProblem] = useState<string | null>(null);
  const [achievement, setAchievement] = useState<Record<string, string>>({});
  const server = useServer();
  const packs = bundledPacks();
  // Back from a finished mission's end screen (`?record=<game>`): its end is recorded at once, not after a
  // second click here. Done once; the address then drops the query.
  const recorded = useRef(false);
  useEffect(() => {
    const game = new URLSearchParams(window.location.search).get("record");
    if (!game || recorded.current || !saved) return;
    recorded.current = true;
    navigate(`/campaigns/${id}`, { replace: true });
    if (saved.game !== game || saved.record.phase !== "playing") return;
    const ended = finishedMission(saved.record, game);
    if (typeof ended === "string") return setProblem(ended);
    if (!ended) return;
    const { game: _g, ...rest } = saved;
    const next = send({ type: "finishMission", report: ended });
    if (next) update({ ...rest, record: next, savedAt: Date.now() });
  }, [saved, id, navigate, send, update]);
  if (!saved || !packs.ok)
    return (
      <section className="page">
        <h1>{t("page.notFound", { id })}</h1>
        <Link href="/campaigns">{t("page.back")}</Link>
      </section>
    );
  const record = saved.record;
  const names = campaignNames(packs.packs, record, i18n.language);
  // The campaign's own Companion (Penny) joins every mission again: her end-of-mission discard is not news.
  const discardedCompanions = (h: { readonly companionsDiscarded: readonly string[] }) =>
    h.companionsDiscarded.filter((c) => !record?.rules.vitalCompanions?.includes(c));
  const total = record.missions.length;
  const mission = record.missions[record.next];
  const last = record.history[record.history.length - 1];

  const play = () => {
    const playable = playables(packs.packs).find((p) => p.key === mission?.playable);
    if (!playable) return setProblem(`${mission?.playable}?`);
    const title = `${record.title}: ${names.mission(record.next)}`;
    const game = campaignGame(
      record,
      playable,
      packs.packs,
      bundledTiles().library,
      newSeed(),
      title,
      botSeatsOf(saved),
    );
    if (typeof game === "string") return setProblem(game);
    saveGame(game);
    if (send({ type: "beginMission" }, { game: game.id })) navigate(`/table/${game.id}`);
  };

  // Online: the mission begins here, the server gets the campaign, and a room carrying it opens; the server
  // writes the mission's end back to the campaign when the room's game ends.
  const playOnline = async () => {
    const begun = applyCampaign(record, { type: "beginMission" });
    if (!begun.ok) return setError(begun.error);
    const pushed = await pushCampaign(begun.value);
    if (pushed) return setProblem(t("page.onlineFailed", { message: pushed }));
    const { game: _g, ...rest } = saved;
    update({ ...rest, record: begun.value, savedAt: Date.now() });
    try {
      // The host takes the first seat, under that player's name when the campaign has it.
      const hostName = names.player("p1") === "p1" ? t("page.host") : names.player("p1");
      const room = await openCampaignRoom(begun.value, hostName);
      // The seats this table gives the bot (but the host's own) go to the server's bot in the room.
      rememberRoomBots(
        room.code,
        botSeatsOf(saved).filter((seat) => seat !== room.seat),
      );
      savePass(
        room.code,
        { seat: room.seat, seatToken: room.seatToken, hostToken: room.hostToken },
        "zombicide",
      );
      update({ ...rest, record: begun.value, room: room.code, savedAt: Date.now() });
      navigate(`/table/online/${room.code}`);
    } catch (e) {
      setProblem(t("page.onlineFailed", { message: (e as Error).message }));
    }
  };

  /** The campaign as the server holds it, once the online mission's end was written there. */
  const fetchResult = async () => {
    const there = await fetchCampaign(record.id);
    if (!there || there.log.length <= record.log.length) return setProblem(t("page.noResultYet"));
    const { room: _r, ...rest } = saved;
    update({ ...rest, record: there, savedAt: Date.now() });
  };

  const finish = () => {
    const game = saved.game ? loadGame(saved.game) : null;
    if (!game) return setProblem(t("page.gameMissing"));
    const built = rebuild(game.record);
    if (
      built.ok &&
      zombicide.status(built.value.session.state).kind !== "finished" &&
      !window.confirm(t("page.finishEarly"))
    )
      return;
    const report = reportOf(record, game);
    if (typeof report === "string") return setProblem(report);
    const { game: _g, ...rest } = saved;
    const next = send({ type: "finishMission", report });
    if (next) update({ ...rest, record: next, savedAt: Date.now() });
  };

  const download = () => {
    const blob = new Blob([exportCampaign(record)], { type: "application/json" });
    const a = document.createElement("a");
    a.href = URL.createObjectURL(blob);
    a.download = `${record.title.replace(/[^\p{L}\p{N}]+/gu, "-")}.campaign.json`;
    a.click();
    URL.revokeObjectURL(a.href);
  };

  const box = CAMPAIGN_BOXES[record.box];
  const addAchievement = (to: string) => {
    const name = achievement[to]?.trim();
    if (name && send({ type: "addAchievement", to, achievement: name }))
      setAchievement({ ...achievement, [to]: "" });
  };
  const achievementForm = (to: string) => (
    <form
      className="achievement-form"
      onSubmit={(e) => {
        e.preventDefault();
        addAchievement(to);
      }}
    >
      <input
        list="campaign-achievements"
        aria-label={`${t("page.addAchievement")}: ${to === "team" ? t("page.team") : names.survivor(to)}`}
        placeholder={t("page.achievementName")}
        value={achievement[to] ?? ""}
        onChange={(e) => setAchievement({ ...achievement, [to]: e.target.value })}
      />{" "}
      <button type="submit">{t("page.add")}</button>
    </form>
  );

  return (
    <section className="page campaign">
      <p>
        <Link href="/campaigns">{t("page.back")}</Link>
      </p>
      <h1>{record.title}</h1>
      <p className="hint">{box ? localizedName(box.names, i18n.language) : record.box}</p>
      <p className="campaign-phase" data-testid="campaign-phase">
        {t(`page.phase_${record.phase}`, { n: record.next + 1, total, name: names.mission(record.next) })}
      </p>
      <PendingChoices record={record} names={names} send={send} />
      {record.phase === "ready" && (
        <CampaignSeats
          record={record}
          names={names}
          bots={botSeatsOf(saved)}
          onChange={(bots) => update({ ...saved, bots, savedAt: Date.now() })}
        />
      )}
      {record.phase === "ready" && record.pending.length === 0 && (
        <p>
          <button type="button" className="primary" onClick={play}>
            {t("page.play", { n: record.next + 1, name: names.mission(record.next) })}
          </button>{" "}
          {server && (
            <button type="button" onClick={() => void playOnline()}>
              {t("page.playOnline")}
            </button>
          )}
        </p>
      )}
      {record.phase === "playing" && saved.room && (
        <p data-testid="online-mission">
          <Link href={`/table/online/${saved.room}`} className="button primary">
            {t("page.continueOnline", { code: saved.room })}
          </Link>{" "}
          <button type="button" onClick={() => void fetchResult()}>
            {t("page.fetchResult")}
          </button>
        </p>
      )}
      {record.phase === "playing" && !saved.room && (
        <p>
          {saved.game && (
            <Link href={`/table/${saved.game}`} className="button primary">
              {t("page.continue")}
            </Link>
          )}{" "}
          <button type="button" onClick={finish}>
            {t("page.finish")}
          </button>
        </p>
      )}
      {(error || problem) && (
        <p role="alert" className="error">
          {error ? t("page.refused", { message: refusalText(tTable, error), rule: error.rule }) : problem}
        </p>
      )}
      {serverProblem && <p className="hint">{t("page.serverProblem", { message: serverProblem })}</p>}
      {last && <KeepDice entry={last} names={names} />}
      <h2>{t("page.sheets")}</h2>
      <datalist id="campaign-achievements">
        {record.rules.achievements.map((a) => (
          <option key={a.id} value={a.id}>
            {names.achievement(a.id)}
          </option>
        ))}
      </datalist>
      <div className="sheet-grid">
        {record.sheets.map((s) => (
          <div key={s.survivor} className="sheet-cell">
            <SheetView record={record} sheet={s} names={names} />
            <p>
              <Link href={`/campaigns/${record.id}/sheet/${s.survivor}`}>
                {t("page.openSheet", { name: names.survivor(s.survivor) })}
              </Link>
            </p>
            {s.status === "active" && record.phase === "playing" && (
              <p>
                {/* Bonus Actions are spent in the game (an Action of the survivor's Turn). */}
                <button
                  type="button"
                  onClick={() => send({ type: "gainCxp", survivor: s.survivor, amount: 1 })}
                >
                  {t("page.gainCxp")}
                </button>
              </p>
            )}
            {s.status === "active" &&
              record.phase !== "won" &&
              record.phase !== "lost" &&
              achievementForm(s.survivor)}
          </div>
        ))}
      </div>
      <h2>{t("page.team")}</h2>
      <p data-testid="team-achievements">{record.achievements.map(names.achievement).join(", ") || "—"}</p>
      {record.phase !== "won" && record.phase !== "lost" && achievementForm("team")}
      {!record.rules.skillsComplete && <OwnerSkillForm send={send} />}
      {record.history.length > 0 && (
        <>
          <h2>{t("page.history")}</h2>
          <ol className="campaign-history">
            {record.history.map((h, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the history only grows.
              <li key={i}>
                {t("page.historyLine", {
                  n: h.mission + 1,
                  name: names.mission(h.mission),
                  outcome: t(`page.outcome_${h.outcome}`),
                })}
                {h.deaths.length > 0 &&
                  `; ${t("page.deaths", { names: h.deaths.map(names.survivor).join(", ") })}`}
                {discardedCompanions(h).length > 0 &&
                  `; ${t("page.companions", { names: discardedCompanions(h).map(names.survivor).join(", ") })}`}
              </li>
            ))}
          </ol>
        </>
      )}
      <p className="campaign-file">
        <button type="button" onClick={download}>
          {t("page.export")}
        </button>{" "}
        <button
          type="button"
          onClick={() => {
            if (!window.confirm(t("page.confirmDelete"))) return;
            deleteCampaign(record.id);
            setError(null);
            navigate("/campaigns");
          }}
        >
          {t("page.delete")}
        </button>
      </p>
    </section>
  );
}
