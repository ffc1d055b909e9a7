import type { CampaignBox } from "../box-schema.ts";
import { CXP_BAR } from "./shared.ts";

const skill = (id: string, en: string, pt: string) => ({ id, names: { en, "pt-BR": pt }, unverified: true });
const mission = (n: number, en: string, pt: string) => ({ id: `fh-m${n}`, names: { en, "pt-BR": pt } });

/**
 * Fort Hendrix, Star-Spangled Banner. The Campaign Skills list is the 14 entries of a fan notebook
 * (expansion-data-2.md §3.2): it holds the book's Hoard example and FH's Night fighter, but no printed sheet
 * confirmed it. Keep values: the Advanced Core deck read from card scans (expansion-data.md §2.2-2.3), keyed by
 * the core card ids the Advanced deck replaces; Starting cards carry no Keep value.
 */
export const FORT_HENDRIX: CampaignBox = {
  id: "fort-hendrix",
  names: { en: "Fort Hendrix: Star-Spangled Banner", "pt-BR": "Fort Hendrix: Star-Spangled Banner" },
  ...CXP_BAR,
  milestones: [...CXP_BAR.milestones],
  skillsComplete: true,
  skills: [
    skill("combat-reflexes", "Combat reflexes", "Reflexos de combate"),
    skill("destiny", "Destiny", "Destino"),
    skill("hoard", "Hoard", "Acumulador"),
    skill("hold-your-nose", "Hold your nose", "Tape o nariz"),
    skill("home-defender", "Home defender", "Defensor do lar"),
    skill("lifesaver", "Lifesaver", "Salva-vidas"),
    skill("low-profile", "Low profile", "Discreto"),
    skill("night-fighter", "Night fighter", "Lutador noturno"),
    skill("sidestep", "Sidestep", "Esquiva"),
    skill("starts-with-2-ap", "Starts with 2 AP", "Começa com 2 PA"),
    skill("starts-with-repair-kit", "Starts with a Repair Kit", "Começa com um Kit de Reparos"),
    skill("starts-with-ammo", "Starts with an ammo card", "Começa com uma carta de munição"),
    skill("steady-hand", "Steady hand", "Mão firme"),
    skill("webbing", "Webbing", "Colete tático"),
  ],
  achievements: [
    { id: "contaminated", names: { en: "Contaminated", "pt-BR": "Contaminado" }, stackable: true },
  ],
  // Campaign Companion: Penny ("If Penny dies, the campaign is lost").
  vitalCompanions: ["penny"],
  missions: [
    mission(1, "Gathering the Braves", "Reunindo os bravos"),
    mission(2, "Digital Clues", "Pistas digitais"),
    mission(3, "Send My Love to Linda", "Mande meu amor para Linda"),
    mission(4, "Secret Lab", "Laboratório secreto"),
    mission(5, "Pathogen Eden", "Éden patogênico"),
    mission(6, "Area Romero", "Área Romero"),
    mission(7, "The Headquarters", "O quartel-general"),
    mission(8, "In the Army Now", "No exército agora"),
    mission(9, "Pandora's Box", "Caixa de Pandora"),
    mission(10, "Purple Haze", "Névoa púrpura"),
  ],
  keep: {
    chainsaw: { keep: 5 },
    "fire-axe": { keep: 3 },
    katana: { keep: 3 },
    kukri: { keep: 4 },
    machete: { keep: 2 },
    molotov: { keep: 5 },
    pistol: { keep: 1 },
    "sawed-off": { keep: 4 },
    "sniper-rifle": { keep: 3 },
    "army-sniper-rifle": { keep: 5, unverified: true },
    "golden-ak-47": { keep: 5, unverified: true },
    "golden-kukri": { keep: 4, unverified: true },
  },
};
