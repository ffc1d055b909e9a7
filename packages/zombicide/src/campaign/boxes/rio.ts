import type { CampaignBox } from "../box-schema.ts";
import { CXP_BAR } from "./shared.ts";

const mission = (n: number, en: string, pt: string) => ({ id: `rio-m${n}`, names: { en, "pt-BR": pt } });

/**
 * Rio Z Janeiro, Carnaval of the Dead. The printed Campaign Skills list is not public: the book names Lifesaver
 * (its CXP example) and says some list entries are among its New Skills. We ship Lifesaver and let owners of the
 * box add the rest (`skillsComplete: false`). Rio's Equipment Keep values: the content packs (not this file).
 */
export const RIO: CampaignBox = {
  id: "rio",
  names: { en: "Rio Z Janeiro: Carnaval of the Dead", "pt-BR": "Rio Z Janeiro: Carnaval dos Mortos" },
  ...CXP_BAR,
  milestones: [...CXP_BAR.milestones],
  skillsComplete: false,
  skills: [{ id: "lifesaver", names: { en: "Lifesaver", "pt-BR": "Salva-vidas" } }],
  achievements: [
    { id: "slow-the-invasion", names: { en: "Slow the Invasion", "pt-BR": "Retardar a invasão" } },
    { id: "black-opala", names: { en: "Black Opala", "pt-BR": "Opala Preto" } },
    { id: "the-tourist", names: { en: "The Tourist", "pt-BR": "O turista" } },
    {
      id: "curiosity-killed-the-capybara",
      names: { en: "Curiosity Killed the Capybara", "pt-BR": "A curiosidade matou a capivara" },
    },
  ],
  missions: [
    mission(1, "Blood and Samba", "Sangue e samba"),
    mission(2, "Rocinha, the Safest Place on Earth", "Rocinha, o lugar mais seguro da Terra"),
    mission(3, "Professor Luana, I Presume?", "Professora Luana, eu presumo?"),
    mission(4, "Time to Rock!", "Hora do rock!"),
    mission(5, "Night at the Stadium", "Noite no estádio"),
    mission(6, "Next Time, Have a Backup Plan!", "Da próxima vez, tenha um plano B!"),
    mission(7, "Mayday! Mayday!", "Mayday! Mayday!"),
    mission(8, "Road Movie", "Road movie"),
    mission(9, "Copa, Copacabana", "Copa, Copacabana"),
    mission(10, "Leave No One Behind", "Ninguém fica para trás"),
  ],
  keep: {},
};
