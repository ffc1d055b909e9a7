import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { bundledPacks } from "../table/content/packs.ts";
import { loadCampaign } from "./campaign-store.ts";
import { CAMPAIGN_NS, registerCampaignStrings } from "./i18n.ts";
import { campaignNames } from "./names.ts";
import { SheetView } from "./SheetView.tsx";
import "./campaign.css";

registerCampaignStrings();

/** `/campaigns/:id/sheet/:survivor`: one Campaign Sheet on its own page, printable (campaign.css @media print). */
export default function SheetPage({ id, survivor }: { readonly id: string; readonly survivor: string }) {
  const { t, i18n } = useTranslation(CAMPAIGN_NS);
  const saved = loadCampaign(id);
  const packs = bundledPacks();
  const sheet = saved?.record.sheets.find((s) => s.survivor === survivor);
  if (!saved || !sheet || !packs.ok)
    return (
      <section className="page">
        <h1>{t("page.notFound", { id })}</h1>
        <Link href="/campaigns">{t("page.back")}</Link>
      </section>
    );
  const names = campaignNames(packs.packs, saved.record, i18n.language);
  return (
    <section className="page sheet-page">
      <p className="no-print">
        <Link href={`/campaigns/${id}`}>{t("sheet.back")}</Link>{" "}
        <button type="button" onClick={() => window.print()}>
          {t("sheet.print")}
        </button>
      </p>
      <h1>{t("sheet.title", { name: names.survivor(survivor) })}</h1>
      <p>{t("sheet.campaign", { title: saved.record.title })}</p>
      <SheetView record={saved.record} sheet={sheet} names={names} />
    </section>
  );
}
