import { rewordedBy, type ZombicideView } from "@horda/zombicide";
import type { TFunction } from "i18next";
import { localizedName } from "../../app/localized-name.ts";
import { moduleNamespace } from "../i18n/module-words.ts";
import { type PointsContext, pointsContext } from "./points-word.ts";

type Names = { readonly en?: string; readonly "pt-BR"?: string };

/** Names the table shows for ids: survivors, cards, skills and zombies, in the current language. */
export interface Words {
  readonly t: TFunction;
  /** The profile's word for a survivor's points as an i18next context: "xp" (Black Plague, classic) or none (2E). */
  readonly points: PointsContext;
  survivor(id: string): string;
  /** A seat's player name ("p1" → "Ana"); the seat id when no name is known. */
  seat(id: string): string;
  card(idOrUid: string): string;
  skill(id: string): string;
  /** What a skill does, in the current language (empty when no pack or module says it). */
  skillHelp(id: string): string;
  zombieType(type: string, count?: number): string;
  zombies(ids: readonly string[], types: Readonly<Record<string, string>>): string;
  list(items: readonly string[]): string;
  /** A box (content pack) by its id: its name in the current language. */
  box(id: string): string;
  /**
   * The module whose words say module `owner`'s key `key` in this game: a module of the game's rules that
   * rewords it (the classic cars' Drive), else `owner`.
   */
  wordsOwner(owner: string, key: string): string;
  /** A car by its id: "Muscle car", "Police car" (its type from the state; the id when unknown). */
  car(id: string): string;
  /** Text given in both languages (a mission's messages and reasons), in the current one. */
  text(t: Names | undefined): string;
  /**
   * A mission's win or loss reason the engine gave in English (a `GameLost` event), in the current language
   * when it is the mission's outcome; otherwise as given.
   */
  missionReason(en: string): string;
}

export interface WordSources {
  /** The table namespace's t, and the app's (zombie plurals live there). */
  readonly t: TFunction;
  readonly tApp: TFunction;
  readonly language: string;
  readonly state: Pick<ZombicideView, "survivors" | "survivorCatalog" | "zombieCatalog"> & {
    readonly cars?: ZombicideView["cars"];
    readonly mission?: ZombicideView["mission"];
    readonly profile?: string;
    /** The game's switched-on modules (with `profile`: which modules reword another's words). */
    readonly modules?: readonly string[];
  };
  readonly skills: Readonly<Record<string, Names>>;
  /**
   * What each skill does by skill id, as its pack says it: the pack's locale strings `skill.<id>` in each
   * language, else the skills file's `summary` (our own words, in English).
   */
  readonly skillHelp?: Readonly<Record<string, Names>>;
  /** Box (pack) names by pack id. */
  readonly boxes?: Readonly<Record<string, Names>>;
  /** Player names by seat, from the new-game form. */
  readonly seatName?: (seat: string) => string;
}

/** The card id of a physical card's uid ("pistol#s2" → "pistol"). */
export const cardId = (uid: string) => (uid.includes("#") ? uid.slice(0, uid.indexOf("#")) : uid);

export function makeWords(src: WordSources): Words {
  const { t, tApp, language, state, skills, boxes = {}, seatName = (seat: string) => seat } = src;
  const help = src.skillHelp ?? {};
  const zombieType = (type: string, count = 1) => {
    if (tApp(`zombie.${type}`, { count, defaultValue: "" }) !== "") return tApp(`zombie.${type}`, { count });
    const kind = state.zombieCatalog.types[type];
    if (kind && (count === 1 || kind.plural))
      return `${count} ${localizedName(count === 1 ? kind.names : (kind.plural ?? kind.names), language)}`;
    return `${count} × ${kind ? localizedName(kind.names, language) : type}`;
  };
  const list = (items: readonly string[]) => (items.length === 0 ? t("event.none") : items.join(", "));
  return {
    t,
    points: pointsContext(state.profile),
    list,
    text: (x) => (x ? localizedName(x, language) : ""),
    missionReason: (en) => {
      const reason = state.mission?.outcome?.reason;
      return reason && reason.en === en ? localizedName(reason, language) : en;
    },
    box: (id) => (boxes[id] ? localizedName(boxes[id], language) : id),
    wordsOwner: (owner, key) =>
      state.profile === undefined
        ? owner
        : (rewordedBy({ profile: state.profile, modules: state.modules ?? [] }, owner, key)?.id ?? owner),
    car: (id) => {
      const type = state.cars?.find((c) => c.id === id)?.type ?? /police|muscle|pimpmobile/.exec(id)?.[0];
      return type
        ? t(`car.name_${type}`, { ns: moduleNamespace("cars"), defaultValue: tApp(`token.car.${type}`) })
        : id;
    },
    zombieType,
    seat: seatName,
    survivor: (id) => {
      const s = state.survivors.find((x) => x.id === id);
      const card = s?.card ? state.survivorCatalog.survivors[s.card] : undefined;
      // A Zombivor side (Toxic City Mall) is the same person: risen, Josh is still Josh, in past lines too.
      const person = card?.sideOf ? (state.survivorCatalog.survivors[card.sideOf] ?? card) : card;
      return person ? localizedName(person.names, language) : (s?.name ?? id);
    },
    card: (uid) => {
      const names = state.survivorCatalog.equipment[cardId(uid)]?.names;
      return names ? localizedName(names, language) : cardId(uid);
    },
    skill: function skill(id: string): string {
      const at = id.indexOf(":");
      const base = at < 0 ? id : id.slice(0, at);
      const param = at < 0 ? undefined : id.slice(at + 1);
      // A card effect told as a skill (a Ka-Bar's die) carries the card's id: the card's name reads it.
      // A Wound card's effect (Rio's Broken Arm) reads as its card; a declared die bonus (All-Out) by its word.
      const names =
        skills[base] ??
        state.survivorCatalog.equipment[base]?.names ??
        Object.values(state.survivorCatalog.equipment).find((c) => c.wound === base)?.names;
      const name = names
        ? localizedName(names, language)
        : t(`dashboard.source_${base}`, { defaultValue: base });
      // "Brother in arms: [Skill]" names the shared skill in words too.
      // An Action's kind ("melee") in words of the language; another skill by its name.
      const shown =
        param !== undefined && skills[param.split(":")[0] ?? ""]
          ? skill(param)
          : param === undefined
            ? undefined
            : t(`dashboard.skillParam_${param}`, { defaultValue: param });
      return shown && !name.includes("[") ? `${name} (${shown})` : name.replace(/\[[^\]]*\]/, shown ?? "");
    },
    skillHelp: (id) => {
      const base = id.includes(":") ? id.slice(0, id.indexOf(":")) : id;
      const own = help[base]?.[language === "pt-BR" ? "pt-BR" : "en"];
      if (own) return own;
      // A skill's module may word what it does (its `summary`), in every language.
      const moduleSays = t("summary", { ns: moduleNamespace(base), defaultValue: "" });
      return moduleSays || (help[base] ? localizedName(help[base], language) : "");
    },
    zombies: (ids, types) => {
      const counts = new Map<string, number>();
      for (const id of ids) counts.set(types[id] ?? "zombie", (counts.get(types[id] ?? "zombie") ?? 0) + 1);
      return list([...counts.entries()].map(([type, n]) => zombieType(type, n)));
    },
  };
}
