import type { ModuleWords, RuleModule } from "../../../kernel/module.ts";

/** How Dragon Bile reads (buttons, the log) and the refusals it brings. */
export const PLAY: Pick<RuleModule, "commandWords" | "refusals" | "decisions"> = {
  commandWords: {
    throwBile: { group: true },
    moveBileToken: {},
    dragonFire: { fields: { card: "card" }, group: true },
  },
  refusals: ["no_bile", "no_bile_token", "no_fire_blade", "cannot_light_fire"],
  decisions: { moveBileToken: { details: { fields: { survivor: "survivor", from: "list" } } } },
};

export const PLAY_WORDS: ModuleWords = {
  en: {
    "command.throwBile": "Throw Dragon Bile into {{zone}}",
    "group.throwBile": "Throw Dragon Bile",
    "refusal.no_bile": "No Dragon Bile there to light (or none in Hand to throw).",
    "command.moveBileToken": "Move the Bile token from {{from}}",
    "decision.moveBileToken": "All 4 Bile tokens are out: move one",
    "details.moveBileToken":
      "{{survivor}} threw Dragon Bile into {{zone}}: choose the token moved there (from {{from}}).",
    "refusal.no_bile_token": "There is no Bile token in that Zone.",
    "command.dragonFire": "Light Dragon Fire in {{zone}} with {{card}}",
    "group.dragonFire": "Light Dragon Fire with {{card}}",
    "refusal.no_fire_blade": "No Torch or blade that lights Dragon Fire in Hand.",
    "refusal.cannot_light_fire": "That card cannot light Dragon Fire now.",
  },
  "pt-BR": {
    "command.throwBile": "Atirar Bílis de Dragão em {{zone}}",
    "group.throwBile": "Atirar Bílis de Dragão",
    "refusal.no_bile": "Não há Bílis de Dragão ali para acender (ou nenhuma na Mão para atirar).",
    "command.moveBileToken": "Mover a ficha de Bílis de {{from}}",
    "decision.moveBileToken": "As 4 fichas de Bílis estão no tabuleiro: mova uma",
    "details.moveBileToken":
      "{{survivor}} atirou Bílis de Dragão em {{zone}}: escolha a ficha que vai para lá (de {{from}}).",
    "refusal.no_bile_token": "Não há ficha de Bílis nessa Zona.",
    "command.dragonFire": "Acender Fogo de Dragão em {{zone}} com {{card}}",
    "group.dragonFire": "Acender Fogo de Dragão com {{card}}",
    "refusal.no_fire_blade": "Nenhuma Tocha ou lâmina que acenda Fogo de Dragão na Mão.",
    "refusal.cannot_light_fire": "Essa carta não pode acender Fogo de Dragão agora.",
  },
};
