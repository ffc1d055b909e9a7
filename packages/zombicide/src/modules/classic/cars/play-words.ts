import type { ModuleWords, RuleModule } from "../../../kernel/module.ts";

/**
 * How the classic cars' commands read (buttons, the log) and the refusals they bring; the core cars' Drive is
 * reworded: Season 1 has one Drive of 1 or 2 Zones, no slow or fast one.
 */
export const PLAY: Pick<RuleModule, "commandWords" | "refusals" | "rewords"> = {
  rewords: { cars: ["command.drive"] },
  commandWords: {
    hideInCar: { fields: { car: "car", cards: "cards" } },
    takeFromCar: { fields: { car: "car", cards: "cards" } },
  },
  refusals: ["cannot_hide_in_car", "cannot_take_from_car"],
};

export const PLAY_WORDS: ModuleWords = {
  en: {
    name: "Classic cars",
    summary:
      "Cars drive 1 or 2 street Zones and run over every miniature on the way (1 die each, 4+); the Pimpmobile gives one Pimpweapon; cards can be hidden in cars.",
    "command.drive_one": "Drive 1 Zone to {{path}}",
    "command.drive_other": "Drive 2 Zones through {{path}}",
    "command.hideInCar": "Hide {{cards}} in the {{car}}",
    "command.takeFromCar": "Take {{cards}} from the {{car}}",
    "refusal.cannot_hide_in_car": "These cards cannot be hidden in that car now.",
    "refusal.cannot_take_from_car": "Those cards are not hidden in that car.",
  },
  "pt-BR": {
    name: "Carros clássicos",
    summary:
      "Carros andam 1 ou 2 Zonas de rua e atropelam toda miniatura no caminho (1 dado cada, 4+); o Tunadão dá uma Arma Tunada; dá para esconder cartas nos carros.",
    "command.drive_one": "Dirigir 1 Zona até {{path}}",
    "command.drive_other": "Dirigir 2 Zonas por {{path}}",
    "command.hideInCar": "Esconder {{cards}} no {{car}}",
    "command.takeFromCar": "Pegar {{cards}} do {{car}}",
    "refusal.cannot_hide_in_car": "Essas cartas não podem ser escondidas nesse carro agora.",
    "refusal.cannot_take_from_car": "Essas cartas não estão escondidas nesse carro.",
  },
};
