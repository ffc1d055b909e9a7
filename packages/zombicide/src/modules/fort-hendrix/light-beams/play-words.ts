import type { ModuleWords, RuleModule } from "../../../kernel/module.ts";

/** How the light-beams module's commands read (buttons, the log), the refusals it brings and the decisions it raises. */
export const PLAY: Pick<RuleModule, "commandWords" | "refusals" | "decisions"> = {
  commandWords: {
    lightOn: { variant: "toward", variantBy: "presence" },
    lightOff: {},
    aimLight: { variant: "toward", variantBy: "presence" },
    rangedLit: { fields: { weapon: "card" }, wraps: { dual: "wrap.dual" } },
  },
  refusals: ["already_aimed", "cannot_aim", "cannot_light", "no_light"],
};

/** The words of its commands, refusals and decisions (`command.<Type>`, `refusal.<code>`, `decision.<kind>`...). */
export const PLAY_WORDS: ModuleWords = {
  en: {
    "command.lightOn_some": "Turn the light on, beam toward {{toward}}",
    "command.lightOn_none": "Turn the light on, beam at the wall (this Zone only)",
    "command.lightOff": "Turn the light off",
    "command.aimLight_some": "Point the beam toward {{toward}} (free)",
    "command.aimLight_none": "Point the beam at the wall (free)",
    "command.rangedLit": "Shoot {{zone}} with {{weapon}}, Flashlight on (the beam lights it first)",
    "wrap.dual": "{{what}} (both, dual)",
    "refusal.already_aimed":
      "The beam was already pointed before this Action: it turns again before the next one.",
    "refusal.cannot_aim": "The beam cannot point there (an adjacent Zone, or the wall).",
    "refusal.cannot_light": "The light cannot be turned on now (night only, a light source, not already on).",
    "refusal.no_light": "That light is not on.",
  },
  "pt-BR": {
    "command.lightOn_some": "Acender a luz, feixe para {{toward}}",
    "command.lightOn_none": "Acender a luz, feixe para a parede (só esta Zona)",
    "command.lightOff": "Apagar a luz",
    "command.aimLight_some": "Apontar o feixe para {{toward}} (grátis)",
    "command.aimLight_none": "Apontar o feixe para a parede (grátis)",
    "command.rangedLit": "Atirar em {{zone}} com {{weapon}}, Lanterna acesa (o feixe ilumina antes)",
    "wrap.dual": "{{what}} (as duas, duplas)",
    "refusal.already_aimed": "O feixe já foi apontado antes desta Ação: ele gira de novo antes da próxima.",
    "refusal.cannot_aim": "O feixe não pode apontar para lá (uma Zona adjacente, ou a parede).",
    "refusal.cannot_light":
      "A luz não pode ser acesa agora (só à noite, com uma fonte de luz, ainda apagada).",
    "refusal.no_light": "Essa luz não está acesa.",
  },
};
