import { useTranslation } from "react-i18next";
import { Link, useSearch } from "wouter";
import { configFromSearch } from "../game/config.ts";
import { registerZurvivorsStrings, ZURVIVORS_NS } from "../i18n/register.ts";
import "../zurvivors.css";
import { TableScreen } from "./TableScreen.tsx";

registerZurvivorsStrings();

/** `/zurvivors/play?players=4&humans=p1&seed=...&delay=700`: the table for the config in the address. */
export default function PlayPage() {
  const { t } = useTranslation(ZURVIVORS_NS);
  const search = useSearch();
  const parsed = configFromSearch(search);
  if (!parsed.ok) {
    return (
      <section className="page zv-problem">
        <h1>{t("problem.title")}</h1>
        <p className="error">{t(`problem.${parsed.problem}`)}</p>
        <Link href="/zurvivors">{t("problem.back")}</Link>
      </section>
    );
  }
  // A new address is a new game: the key starts the table again from its config.
  return <TableScreen key={search} config={parsed.config} />;
}
