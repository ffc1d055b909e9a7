import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { localizedName } from "../app/localized-name.ts";
import { easiestFirst } from "../content/mission-order.ts";
import { bundledPacks } from "../table/content/packs.ts";

/**
 * The bundled missions grouped by the box (pack) they come from, easiest first (a new player meets the tutorial
 * at the top of each box), each one click from its form.
 */
export default function HomeMissions() {
  const { t, i18n } = useTranslation();
  const packs = bundledPacks();
  if (!packs.ok) return <p className="error">{t("home.missionsBroken")}</p>;
  const boxes = Object.values(packs.packs).filter((p) => p.missions.length > 0);
  return (
    <div className="home-boxes" data-testid="home-missions">
      {boxes.map((pack) => (
        <section
          key={pack.manifest.id}
          className="home-box"
          aria-label={localizedName(pack.manifest.names, i18n.language)}
        >
          <h3>{localizedName(pack.manifest.names, i18n.language)}</h3>
          <ul>
            {easiestFirst(pack.missions).map((m) => (
              <li key={m.id}>
                <Link href={`/new?playable=${encodeURIComponent(`mission:${m.id}`)}`}>
                  {localizedName(m.names, i18n.language)}
                </Link>{" "}
                <span className="hint">{t(`home.difficulty_${m.difficulty}`)}</span>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
