import type { ZombicideState } from "../../../game/types.ts";
import type { Refusal } from "../../../kernel/hooks.ts";
import { joinWords, type ModuleWords, type RuleModule } from "../../../kernel/module.ts";
import { slice } from "../../../kernel/slices.ts";
import { cardOnToken, cardRead, settingsOf, survivorHolds } from "../mission-data.ts";

export const ORDER_RULE =
  "rio mission M9 Eyes on the Prize (Survivors can only take a new Objective after reaching the Rendezvous Point and taking Objective card #6)";
export const CONCEALED_RULE =
  "rio mission M9 Concealed Objective (Objective card #05 can only be revealed by a Survivor holding the Tactical Radio)";

/** M9's settings: the card taken first (`first`), the concealed card and the KEYWORD that reveals it. */
interface OrderState {
  readonly first: string | null;
  readonly concealed: string | null;
  readonly keyword: string | null;
}
const orderSlice = slice<OrderState>("objective-order", { first: null, concealed: null, keyword: null });
const concealedSlice = slice<OrderState>("concealed-objective", {
  first: null,
  concealed: null,
  keyword: null,
});

const str = (v: unknown) => (typeof v === "string" ? v : null);

/** The headings this module's rules are cited by, in the reader's language (the log's rule citations). */
const CITED: ModuleWords = {
  en: {
    "rule.rio-mission-m9-concealed-objective": "rio mission M9 Concealed Objective",
    "rule.rio-mission-m9-eyes-on-the-prize": "rio mission M9 Eyes on the Prize",
  },
  "pt-BR": {
    "rule.rio-mission-m9-concealed-objective": "rio, missão M9: Objetivo escondido",
    "rule.rio-mission-m9-eyes-on-the-prize": "rio, missão M9: De olho no prêmio",
  },
};

/** Eyes on the Prize: until the `first` card is read, no other Objective card may be taken. */
export const objectiveOrder: RuleModule = {
  id: "objective-order",
  rule: ORDER_RULE,
  refusals: ["objective_order"],
  hooks: {
    setup: (ctx, state) => {
      const s = settingsOf(ctx.mission, "objective-order");
      return orderSlice.write(state, { first: str(s.first), concealed: null, keyword: null });
    },
    takeRefused: ({ state, token }): Refusal | null => {
      const first = orderSlice.read(state).first;
      if (first === null || token.kind !== "objective" || cardRead(state, first)) return null;
      const card = cardOnToken(state, token.id);
      return card === first
        ? null
        : {
            code: "objective_order",
            why: "the Rendezvous Point's Objective card must be taken first",
            rule: ORDER_RULE,
          };
    },
  },
  words: joinWords(
    {
      en: {
        name: "Eyes on the Prize",
        summary: "No Objective may be taken before the Rendezvous Point's card.",
        "refusal.objective_order": "Another Objective card must be taken first.",
      },
      "pt-BR": {
        name: "De Olho no Prêmio",
        summary: "Nenhum Objetivo pode ser pego antes da carta do Ponto de Encontro.",
        "refusal.objective_order": "Outra carta de Objetivo precisa ser pega antes.",
      },
    },
    CITED,
  ),
};

/** Whether the survivor may reveal the concealed card's token now: only while holding the keyword's card. */
function concealedRefusal(state: ZombicideState, survivor: string, token: string): Refusal | null {
  const c = concealedSlice.read(state);
  if (c.concealed === null || c.keyword === null || cardOnToken(state, token) !== c.concealed) return null;
  return survivorHolds(state, survivor, c.keyword)
    ? null
    : {
        code: "concealed_objective",
        why: `only a Survivor with the ${c.keyword} can reveal it`,
        rule: CONCEALED_RULE,
      };
}

/**
 * Concealed Objective: the `card` can only be revealed by the Survivor holding the `keyword`'s card (the one who
 * took the card that gave it).
 */
export const concealedObjective: RuleModule = {
  id: "concealed-objective",
  rule: CONCEALED_RULE,
  refusals: ["concealed_objective"],
  hooks: {
    setup: (ctx, state) => {
      const s = settingsOf(ctx.mission, "concealed-objective");
      return concealedSlice.write(state, { first: null, concealed: str(s.card), keyword: str(s.keyword) });
    },
    takeRefused: ({ state, survivor, token }) =>
      token.kind === "objective" ? concealedRefusal(state, survivor.id, token.id) : null,
  },
  words: {
    en: {
      name: "Concealed Objective",
      summary: "One Objective card is revealed only with the right item.",
      "refusal.concealed_objective":
        "Only the survivor holding the item the mission names can reveal this Objective card.",
    },
    "pt-BR": {
      name: "Objetivo Oculto",
      summary: "Uma carta de Objetivo só é revelada com o item certo.",
      "refusal.concealed_objective":
        "Só o sobrevivente que tem o item que a missão indica pode revelar esta carta de Objetivo.",
    },
  },
};
