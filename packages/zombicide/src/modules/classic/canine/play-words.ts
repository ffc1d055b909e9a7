import type { ModuleWords, RuleModule } from "../../../kernel/module.ts";

/** How the canine module's commands read (buttons, the log) and the refusals it brings. */
export const PLAY: Pick<RuleModule, "commandWords" | "refusals" | "decisions"> = {
  commandWords: {
    dogMove: { fields: { dog: "survivor", path: "path" }, group: true },
    dogAttack: { fields: { dog: "survivor" } },
    dogNoise: { fields: { dog: "survivor" } },
    dogSearch: { fields: { dog: "survivor" } },
    dogGive: { fields: { dog: "survivor" } },
    dogDrop: { fields: { dog: "survivor" } },
    dogGetInCar: { fields: { dog: "survivor", car: "car" } },
    dogGetOutOfCar: { fields: { dog: "survivor" } },
  },
  refusals: ["not_the_trainer", "cannot_move_dog", "cannot_give_dog_card", "dog_card_no_weapon"],
};

/** The words of its commands and refusals (`command.<Type>`, `refusal.<code>`), and its name. */
export const PLAY_WORDS: ModuleWords = {
  en: {
    name: "Canine Companions",
    summary: "Dogs follow the holder of their card, their Trainer, who spends Actions on their Instructions.",
    "command.dogMove": "Send {{dog}} to {{path}}",
    "group.dogMove": "Send {{dog}} (up to 3 Zones)",
    "command.dogAttack": "Tell {{dog}} to attack",
    "command.dogNoise": "Tell {{dog}} to bark (Noise)",
    "command.dogSearch": "Tell {{dog}} to Search",
    "command.dogGive": "{{dog}} gives you the card it holds (free)",
    "command.dogDrop": "{{dog}} drops the card it holds (free)",
    "command.dogGetInCar": "Tell {{dog}} to get into the {{car}}",
    "command.dogGetOutOfCar": "Tell {{dog}} to get out of the car",
    "refusal.not_the_trainer": "Only the dog's Trainer (who holds its card) can give it Instructions.",
    "refusal.cannot_move_dog": "The dog cannot move there (up to 3 Zones; entering Zombies stops it).",
    "refusal.cannot_give_dog_card": "The dog holds no card to give its Trainer here.",
    "refusal.dog_card_no_weapon": "A dog's card is not a weapon: give the dog an Instruction to attack.",
  },
  "pt-BR": {
    name: "Companheiros Caninos",
    summary: "Os cães seguem quem tem a sua carta, o Treinador, que gasta Ações com as suas Instruções.",
    "command.dogMove": "Mandar {{dog}} para {{path}}",
    "group.dogMove": "Mandar {{dog}} (até 3 Zonas)",
    "command.dogAttack": "Mandar {{dog}} atacar",
    "command.dogNoise": "Mandar {{dog}} latir (Barulho)",
    "command.dogSearch": "Mandar {{dog}} Procurar",
    "command.dogGive": "{{dog}} te dá a carta que segura (grátis)",
    "command.dogDrop": "{{dog}} larga a carta que segura (grátis)",
    "command.dogGetInCar": "Mandar {{dog}} pular para dentro do {{car}}",
    "command.dogGetOutOfCar": "Mandar {{dog}} pular para fora do carro",
    "refusal.not_the_trainer": "Só o Treinador do cão (quem tem a sua carta) pode lhe dar Instruções.",
    "refusal.cannot_move_dog": "O cão não pode ir até lá (até 3 Zonas; entrar em Zona com Zumbis o detém).",
    "refusal.cannot_give_dog_card": "O cão não segura nenhuma carta para dar ao Treinador aqui.",
    "refusal.dog_card_no_weapon": "A carta de um cão não é uma arma: dê uma Instrução ao cão para atacar.",
  },
};
