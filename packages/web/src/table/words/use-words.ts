import type { ZombicideView } from "@horda/zombicide";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { bundledPacks } from "../content/packs.ts";
import { TABLE_NS } from "../i18n/register.ts";
import { makeWords, type Words } from "./words.ts";

/** Skill names of every bundled pack, by skill id. */
function skillNames() {
  const packs = bundledPacks();
  if (!packs.ok) return {};
  return Object.fromEntries(Object.values(packs.packs).flatMap((p) => p.skills.map((s) => [s.id, s.names])));
}

/**
 * What each skill does, by skill id: the packs' locale strings `skill.<id>` in each language, else the skills
 * file's summary (English).
 */
function skillHelp() {
  const packs = bundledPacks();
  if (!packs.ok) return {};
  return Object.fromEntries(
    Object.values(packs.packs).flatMap((p) =>
      p.skills.map((s) => {
        const said = (lng: "en" | "pt-BR") => p.locales[lng]?.[`skill.${s.id}`];
        return [s.id, { en: said("en") ?? s.summary, ...(said("pt-BR") ? { "pt-BR": said("pt-BR") } : {}) }];
      }),
    ),
  );
}

/** Box names of every bundled pack, by pack id. */
function boxNames() {
  const packs = bundledPacks();
  if (!packs.ok) return {};
  return Object.fromEntries(Object.entries(packs.packs).map(([id, p]) => [id, p.manifest.names]));
}

/** The words for the current view and language; `seatName` gives the players' names for seat ids. */
export function useWords(
  view: Pick<ZombicideView, "survivors" | "survivorCatalog" | "zombieCatalog"> & {
    readonly cars?: ZombicideView["cars"];
    readonly mission?: ZombicideView["mission"];
  },
  seatName?: (seat: string) => string,
): Words {
  const { t, i18n } = useTranslation(TABLE_NS);
  const app = useTranslation();
  const skills = useMemo(skillNames, []);
  const help = useMemo(skillHelp, []);
  const boxes = useMemo(boxNames, []);
  return useMemo(
    () =>
      makeWords({
        t,
        tApp: app.t,
        language: i18n.language,
        state: view,
        skills,
        skillHelp: help,
        boxes,
        seatName,
      }),
    [t, app.t, i18n.language, view, skills, help, boxes, seatName],
  );
}
