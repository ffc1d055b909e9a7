import { useState } from "react";
import { useTranslation } from "react-i18next";
import { CAMPAIGN_NS } from "./i18n.ts";

/** Owners of a box whose Campaign Skills list is not public add its entries (marked as theirs). */
export function OwnerSkillForm({ send }: { readonly send: (command: unknown) => unknown }) {
  const { t } = useTranslation(CAMPAIGN_NS);
  const [id, setId] = useState("");
  const [en, setEn] = useState("");
  const [pt, setPt] = useState("");
  return (
    <form
      className="owner-skills"
      onSubmit={(e) => {
        e.preventDefault();
        if (send({ type: "addCampaignSkill", skill: { id, names: { en, "pt-BR": pt || en } } })) {
          setId("");
          setEn("");
          setPt("");
        }
      }}
    >
      <p className="hint">{t("page.ownerSkills")}</p>
      <input
        aria-label={t("page.ownerSkillId")}
        placeholder={t("page.ownerSkillId")}
        value={id}
        onChange={(e) => setId(e.target.value)}
      />{" "}
      <input
        aria-label={t("page.ownerSkillEn")}
        placeholder={t("page.ownerSkillEn")}
        value={en}
        onChange={(e) => setEn(e.target.value)}
      />{" "}
      <input
        aria-label={t("page.ownerSkillPt")}
        placeholder={t("page.ownerSkillPt")}
        value={pt}
        onChange={(e) => setPt(e.target.value)}
      />{" "}
      <button type="submit">{t("page.add")}</button>
    </form>
  );
}
