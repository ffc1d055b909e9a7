import { MAX_PLAYERS, MIN_PLAYERS } from "@horda/zurvivors";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "wouter";
import { LanguageSwitch } from "../../app/LanguageSwitch.tsx";
import { configToSearch, DEFAULT_BOT_DELAY, randomSeed, seatsFor } from "../game/config.ts";
import { forgetGame } from "../game/saved-game.ts";
import { registerZurvivorsStrings, ZURVIVORS_NS } from "../i18n/register.ts";
import { OnlineLobby } from "../online/OnlineLobby.tsx";
import "../zurvivors.css";

registerZurvivorsStrings();

const COUNTS = Array.from({ length: MAX_PLAYERS - MIN_PLAYERS + 1 }, (_, i) => MIN_PLAYERS + i);

/** `/zurvivors`: players, which seats are people at this screen and which are bots, seed, language. */
export default function LobbyPage() {
  const { t } = useTranslation(ZURVIVORS_NS);
  const [, navigate] = useLocation();
  const [players, setPlayers] = useState(4);
  const [humans, setHumans] = useState<string[]>(["p1"]);
  const [seed, setSeed] = useState(() => randomSeed());
  const [delay, setDelay] = useState(DEFAULT_BOT_DELAY);
  const ids = { players: useId(), seed: useId(), delay: useId(), seedHelp: useId(), delayHelp: useId() };
  const seats = seatsFor(players);
  const people = humans.filter((h) => seats.includes(h));

  const setControl = (seat: string, human: boolean) =>
    setHumans((hs) => (human ? [...hs.filter((h) => h !== seat), seat] : hs.filter((h) => h !== seat)));

  const start = (e: FormEvent) => {
    e.preventDefault();
    forgetGame();
    const config = {
      players,
      humans: seats.filter((s) => people.includes(s)),
      seed: seed.trim() || randomSeed(),
      botDelay: delay,
    };
    navigate(`/zurvivors/play${configToSearch(config)}`);
  };

  return (
    <section className="page zv-lobby">
      <h1>{t("lobby.title")}</h1>
      <p>{t("lobby.intro")}</p>
      <form onSubmit={start} className="zv-lobby-form">
        <p>
          <label htmlFor={ids.players}>{t("lobby.players")}</label>{" "}
          <select id={ids.players} value={players} onChange={(e) => setPlayers(Number(e.target.value))}>
            {COUNTS.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </p>
        <fieldset>
          <legend>{t("lobby.seats")}</legend>
          {seats.map((seat, i) => (
            <fieldset key={seat} className="zv-seat-choice">
              <legend>{t("lobby.seat", { n: i + 1 })}</legend>
              <label>
                <input
                  type="radio"
                  name={`control-${seat}`}
                  checked={people.includes(seat)}
                  onChange={() => setControl(seat, true)}
                />{" "}
                {t("lobby.human")}
              </label>{" "}
              <label>
                <input
                  type="radio"
                  name={`control-${seat}`}
                  checked={!people.includes(seat)}
                  onChange={() => setControl(seat, false)}
                />{" "}
                {t("lobby.bot")}
              </label>
            </fieldset>
          ))}
          {people.length === 0 && <p className="zv-hint">{t("lobby.noHumans")}</p>}
          {people.length > 1 && <p className="zv-hint">{t("lobby.severalHumans")}</p>}
        </fieldset>
        <p>
          <label htmlFor={ids.seed}>{t("lobby.seed")}</label>{" "}
          <input
            id={ids.seed}
            value={seed}
            maxLength={64}
            aria-describedby={ids.seedHelp}
            onChange={(e) => setSeed(e.target.value)}
          />{" "}
          <button type="button" className="button-secondary" onClick={() => setSeed(randomSeed())}>
            {t("lobby.newSeed")}
          </button>
          <br />
          <small id={ids.seedHelp}>{t("lobby.seedHelp")}</small>
        </p>
        <p>
          <label htmlFor={ids.delay}>{t("lobby.delay")}</label>{" "}
          <input
            id={ids.delay}
            type="number"
            min={0}
            max={5000}
            step={100}
            value={delay}
            aria-describedby={ids.delayHelp}
            onChange={(e) => setDelay(Math.max(0, Math.min(5000, Math.round(Number(e.target.value) || 0))))}
          />
          <br />
          <small id={ids.delayHelp}>{t("lobby.delayHelp")}</small>
        </p>
        <LanguageSwitch />
        <p className="zv-hint">{t("lobby.cards")}</p>
        <p className="zv-hint">{t("lobby.local")}</p>
        <button type="submit">{t("lobby.start")}</button>
      </form>
      <OnlineLobby players={players} />
    </section>
  );
}
