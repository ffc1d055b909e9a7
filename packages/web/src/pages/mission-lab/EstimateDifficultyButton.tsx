import { useTranslation } from "react-i18next";
import { useLocation } from "wouter";
import { browserStore } from "../../editor/io/local-store.ts";
import { LAB_NS, registerLabStrings } from "./i18n/register.ts";
import { EDITOR_MISSION, handToLab } from "./lab-missions.ts";

registerLabStrings();

/** The map creator's "Estimate difficulty": hands the mission to the Mission lab, which starts the estimate. */
export function EstimateDifficultyButton({
  missionText,
  playable,
  onBlocked,
}: {
  missionText: () => string;
  playable: boolean;
  onBlocked: () => void;
}) {
  const { t } = useTranslation(LAB_NS);
  const [, navigate] = useLocation();
  return (
    <button
      type="button"
      data-testid="estimate-difficulty"
      onClick={() => {
        if (!playable) return onBlocked();
        const store = browserStore();
        if (store) handToLab(store, missionText(), Date.now());
        navigate(`/lab?mission=${EDITOR_MISSION}&run=1`);
      }}
    >
      {t("run")}
    </button>
  );
}
