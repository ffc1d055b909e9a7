import type { ModuleWords, RuleModule } from "../../kernel/module.ts";

/** How the cars module's commands read (buttons, the log), the refusals it brings and the decisions it raises. */
export const PLAY: Pick<RuleModule, "commandWords" | "refusals" | "decisions"> = {
  commandWords: {
    getInCar: { fields: { car: "car" }, variant: "seat" },
    getOutOfCar: {},
    changeCarSeat: { variant: "seat" },
    drive: { fields: { path: "path" }, count: "path", group: true },
    takeCarCrate: { fields: { car: "car" } },
    searchCar: { fields: { car: "car" } },
  },
  refusals: [
    "cannot_change_seat",
    "cannot_drive",
    "cannot_get_in",
    "in_car",
    "no_crate",
    "not_driver",
    "not_in_car",
  ],
};

/** The words of its commands, refusals and decisions (`command.<Type>`, `refusal.<code>`, `decision.<kind>`...). */
export const PLAY_WORDS: ModuleWords = {
  en: {
    "command.getInCar": "Get into the {{car}} as a Passenger",
    "command.getInCar_driver": "Get into the {{car}} as the Driver",
    "command.getOutOfCar": "Get out of the car",
    "command.changeCarSeat": "Move to a Passenger seat",
    "command.changeCarSeat_driver": "Move to the Driver's seat",
    "command.drive_one": "Drive slowly to {{path}}",
    "command.drive_other": "Drive fast through {{path}}",
    "group.drive": "Drive",
    "command.takeCarCrate": "Take the crate from the {{car}}",
    "command.searchCar": "Search the {{car}}",
    "refusal.cannot_change_seat": "That seat in the car cannot be taken now.",
    "refusal.cannot_drive": "The car cannot be driven now.",
    "refusal.cannot_get_in": "That car cannot be entered now.",
    "refusal.in_car": "Not while in a car.",
    "refusal.no_crate": "There is no crate to take here.",
    "refusal.not_driver": "Only the driver can do that.",
    "refusal.not_in_car": "This survivor is not in a car.",
  },
  "pt-BR": {
    "command.getInCar": "Entrar no {{car}} como Passageiro",
    "command.getInCar_driver": "Entrar no {{car}} como Motorista",
    "command.getOutOfCar": "Sair do Carro",
    "command.changeCarSeat": "Passar para um banco de Passageiro",
    "command.changeCarSeat_driver": "Passar para o banco do Motorista",
    "command.drive_one": "Dirigir devagar até {{path}}",
    "command.drive_other": "Dirigir rápido por {{path}}",
    "group.drive": "Dirigir",
    "command.takeCarCrate": "Pegar a caixa do {{car}}",
    "command.searchCar": "Revistar o {{car}}",
    "refusal.cannot_change_seat": "Esse lugar no carro não pode ser ocupado agora.",
    "refusal.cannot_drive": "O carro não pode ser dirigido agora.",
    "refusal.cannot_get_in": "Não dá para entrar nesse carro agora.",
    "refusal.in_car": "Não dentro de um carro.",
    "refusal.no_crate": "Não há caixa para pegar aqui.",
    "refusal.not_driver": "Só o motorista pode fazer isso.",
    "refusal.not_in_car": "Este sobrevivente não está num carro.",
  },
};
