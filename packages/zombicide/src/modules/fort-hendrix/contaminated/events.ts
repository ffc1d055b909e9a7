import type { EventReading, ModuleWords } from "../../../kernel/module.ts";

/** A survivor's Contaminated count changed what it may use: `aside` its Danger Level skills it cannot use now. */
export interface ContaminationBlocksSkills {
  readonly type: "ContaminationBlocksSkills";
  readonly survivor: string;
  /** Its Contaminated Achievements. */
  readonly contaminated: number;
  /** The skills set aside (cannot be used), and those it may use again. */
  readonly aside: readonly string[];
  readonly recovered: readonly string[];
  readonly rule: string;
}

/** The campaign ended: a survivor with a Contaminated Achievement dies. */
export interface ContaminatedDied {
  readonly type: "ContaminatedDied";
  readonly survivor: string;
  readonly rule: string;
}

declare module "../../../game/events.ts" {
  interface ModuleEvents {
    ContaminatedDied: ContaminatedDied;
    ContaminationBlocksSkills: ContaminationBlocksSkills;
  }
}

export const EVENTS: Readonly<Record<string, EventReading>> = {
  ContaminatedDied: { fields: { survivor: "survivor" } },
  ContaminationBlocksSkills: {
    fields: {
      survivor: "survivor",
      aside: { read: "list", phrase: "aside" },
      recovered: { read: "list", phrase: "recovered" },
    },
    count: "contaminated",
  },
};

export const WORDS: ModuleWords = {
  en: {
    name: "Contaminated",
    summary:
      "Survivors with Contaminated Achievements cannot use their Danger Level skills: ×1 Red, ×2 Orange and Red, ×3 Yellow and up, ×4 Blue and up.",
    "event.ContaminationBlocksSkills_one": "{{survivor}} is Contaminated ×{{count}}{{aside}}{{recovered}}",
    "event.ContaminationBlocksSkills_other": "{{survivor}} is Contaminated ×{{count}}{{aside}}{{recovered}}",
    aside: ": cannot use {{aside}}",
    recovered: "; may use {{recovered}} again",
    "event.ContaminatedDied": "The campaign is over: {{survivor}}, Contaminated, dies",
  },
  "pt-BR": {
    name: "Contaminado",
    summary:
      "Sobreviventes com Conquistas Contaminado não usam as habilidades dos Níveis de Perigo: ×1 Vermelho, ×2 Laranja e Vermelho, ×3 Amarelo e acima, ×4 Azul e acima.",
    "event.ContaminationBlocksSkills_one": "{{survivor}} está Contaminado ×{{count}}{{aside}}{{recovered}}",
    "event.ContaminationBlocksSkills_other": "{{survivor}} está Contaminado ×{{count}}{{aside}}{{recovered}}",
    aside: ": não pode usar {{aside}}",
    recovered: "; volta a usar {{recovered}}",
    "event.ContaminatedDied": "A campanha terminou: {{survivor}}, Contaminado, morre",
  },
};
