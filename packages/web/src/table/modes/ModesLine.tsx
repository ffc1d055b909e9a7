import type { ZombicideView } from "@horda/zombicide";
import { useTranslation } from "react-i18next";
import { moduleNamespace } from "../i18n/module-words.ts";
import { TABLE_NS } from "../i18n/register.ts";
import { modesOf } from "./modes.ts";

interface Props {
  readonly modules: readonly string[];
  readonly houseRules?: ZombicideView["houseRules"];
}

/** The optional modes and house rules this game plays with, as one line under the status (nothing when none). */
export function ModesLine({ modules, houseRules }: Props) {
  const { t } = useTranslation(TABLE_NS);
  const names = [
    ...modesOf(modules).map((id) => t("name", { ns: moduleNamespace(id) })),
    ...(houseRules?.undoAnything ? [t("newGame.modeName_undoAnything")] : []),
  ];
  if (names.length === 0) return null;
  return (
    <p className="table-modes" data-testid="table-modes">
      {t("table.modes", { modes: names.join(", ") })}
    </p>
  );
}
