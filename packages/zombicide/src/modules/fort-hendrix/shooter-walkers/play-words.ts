import type { ModuleWords, RuleModule } from "../../../kernel/module.ts";

/** How the shooter-walkers module's command reads, the refusal it brings and the decision it raises. */
export const PLAY: Pick<RuleModule, "commandWords" | "refusals" | "decisions"> = {
  commandWords: { placeShooter: {} },
  refusals: ["shooter_zone_not_eligible"],
  decisions: {
    shooterZones: { details: { fields: { zones: "list" }, count: "left" } },
  },
};

/** The words of its command, refusal and decision (`command.<Type>`, `refusal.<code>`, `decision.<kind>`). */
export const PLAY_WORDS: ModuleWords = {
  en: {
    "command.placeShooter": "Place a Shooter Walker in {{zone}}",
    "decision.shooterZones": "Shooter Walkers: not enough miniatures, choose where they go",
    "details.shooterZones":
      "{{count}} Shooter Walker miniatures left for {{wanted}} Zones: choose one of {{zones}}. Then every Shooter Walker gets an extra Activation.",
    "details.shooterZones_one":
      "{{count}} Shooter Walker miniature left for {{wanted}} Zones: choose one of {{zones}}. Then every Shooter Walker gets an extra Activation.",
    "details.shooterZones_other":
      "{{count}} Shooter Walker miniatures left for {{wanted}} Zones: choose one of {{zones}}. Then every Shooter Walker gets an extra Activation.",
    "refusal.shooter_zone_not_eligible":
      "A Shooter Walker can go only to a Zone with a Zombie of the card's type that sees a Survivor and no Shooter Walker yet.",
  },
  "pt-BR": {
    "command.placeShooter": "Colocar um Walker Atirador em {{zone}}",
    "decision.shooterZones": "Lerdos Atiradores: faltam miniaturas, escolha onde entram",
    "details.shooterZones":
      "Restam {{count}} miniaturas de Walker Atirador para {{wanted}} Zonas: escolha uma entre {{zones}}. Depois, todo Walker Atirador recebe uma Ativação extra.",
    "details.shooterZones_one":
      "Resta {{count}} miniatura de Walker Atirador para {{wanted}} Zonas: escolha uma entre {{zones}}. Depois, todo Walker Atirador recebe uma Ativação extra.",
    "details.shooterZones_other":
      "Restam {{count}} miniaturas de Walker Atirador para {{wanted}} Zonas: escolha uma entre {{zones}}. Depois, todo Walker Atirador recebe uma Ativação extra.",
    "refusal.shooter_zone_not_eligible":
      "Um Walker Atirador só pode entrar numa Zona com um Zumbi do tipo da carta que vê um Sobrevivente e ainda sem Walker Atirador.",
  },
};
