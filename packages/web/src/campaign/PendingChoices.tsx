import type { CampaignRecord } from "@horda/zombicide";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { CAMPAIGN_NS } from "./i18n.ts";
import type { CampaignNames } from "./names.ts";

/** The first pending choice: a milestone's reward, or a dead survivor's successor. */
export function PendingChoices({
  record,
  names,
  send,
}: {
  readonly record: CampaignRecord;
  readonly names: CampaignNames;
  readonly send: (command: unknown) => void;
}) {
  const { t } = useTranslation(CAMPAIGN_NS);
  const choice = record.pending[0];
  const [skill, setSkill] = useState("");
  const [successor, setSuccessor] = useState("");
  if (!choice) return null;
  if (choice.kind === "milestone") {
    const sheet = record.sheets.find((s) => s.survivor === choice.survivor && s.status === "active");
    const open = record.rules.skills.filter((s) => !sheet?.skills.includes(s.id));
    const picked = open.some((s) => s.id === skill) ? skill : (open[0]?.id ?? "");
    return (
      <section className="campaign-choice" data-testid="milestone-choice" aria-live="polite">
        <h2>{t("page.choices")}</h2>
        <p>
          {t("page.milestone", { survivor: names.survivor(choice.survivor), milestone: choice.milestone })}
        </p>
        <button
          type="button"
          onClick={() => send({ type: "chooseReward", survivor: choice.survivor, reward: { kind: "bonus" } })}
        >
          {t("page.takeBonus")}
        </button>{" "}
        <label>
          {t("page.skill")}{" "}
          <select value={picked} onChange={(e) => setSkill(e.target.value)}>
            {open.map((s) => (
              <option key={s.id} value={s.id}>
                {names.skill(s.id)}
                {s.owner ? ` (${t("page.ownerMark")})` : s.unverified ? ` (${t("page.unverified")})` : ""}
              </option>
            ))}
          </select>
        </label>{" "}
        <button
          type="button"
          disabled={!picked}
          onClick={() =>
            send({
              type: "chooseReward",
              survivor: choice.survivor,
              reward: { kind: "skill", skill: picked },
            })
          }
        >
          {t("page.takeSkill")}
        </button>
      </section>
    );
  }
  const used = new Set(record.sheets.map((s) => s.survivor));
  const open = record.roster.filter((id) => !used.has(id));
  const picked = open.includes(successor) ? successor : (open[0] ?? "");
  return (
    <section className="campaign-choice" data-testid="successor-choice">
      <h2>{t("page.choices")}</h2>
      <p>
        {names.player(choice.seat) === choice.seat
          ? t("page.successor", { dead: names.survivor(choice.predecessor), seat: choice.seat })
          : t("page.successorNamed", {
              dead: names.survivor(choice.predecessor),
              player: names.player(choice.seat),
            })}
      </p>
      <select
        value={picked}
        onChange={(e) => setSuccessor(e.target.value)}
        aria-label={t("page.takeSuccessor")}
      >
        {open.map((id) => (
          <option key={id} value={id}>
            {names.survivor(id)}
          </option>
        ))}
      </select>{" "}
      <button
        type="button"
        disabled={!picked}
        onClick={() => send({ type: "chooseSuccessor", seat: choice.seat, survivor: picked })}
      >
        {t("page.takeSuccessor")}
      </button>{" "}
      <button
        type="button"
        onClick={() => send({ type: "chooseSuccessor", seat: choice.seat, survivor: null })}
      >
        {t("page.noSuccessor")}
      </button>
    </section>
  );
}
