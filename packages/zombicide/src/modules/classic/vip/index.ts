import { joinWords, type RuleModule } from "../../../kernel/module.ts";
import { choosePimpweapon, discardVipTrophy, tradeVipTrophies, VIP_RULE } from "./commands.ts";
import { EVENT_WORDS, EVENTS } from "./events.ts";
import { PLAY, PLAY_WORDS } from "./play-words.ts";
import { drawModel, giveModels, isVipType, trophiesHeld, VIP_TRAIT, vipSlice } from "./trophies.ts";

/**
 * VIP Walkers (VIP #2; seed 001): standard Walkers with the VIP mark (the pack's `vip-walker`, `kindOf: walker`
 * for the Walkers' Extra Activations, `standIn: walker` when no VIP miniature is left). Each one placed gets a
 * model drawn at random among the miniatures left (Santa, Policeman, Sailor, Worker, Punk); its killer keeps it
 * on its ID card as a trophy (out of the box until put back, `miniaturesAside`). Trophies go back at any time
 * (`discardVipTrophy`); five of five different models traded at once give any Pimpweapon of the deck
 * (`tradeVipTrophies`, then the `choosePimpweapon` decision). A Toxic Abomination turns one into a Toxic
 * Walker, which has no mark.
 */
export const vipWalkers: RuleModule = {
  id: "vip-walkers",
  rule: VIP_RULE,
  zombieTypes: ["vip-walker"],
  cardEffects: [VIP_TRAIT],
  commands: [discardVipTrophy, tradeVipTrophies, choosePimpweapon],
  hooks: {
    setup: (_ctx, state) =>
      giveModels(
        state,
        state.zombies.map((z) => z.id),
      ),
    zombiesPlaced: ({ placed }, state) => giveModels(state, placed),
    miniaturesAside: ({ state, type }, count) =>
      isVipType(state, type) ? count + trophiesHeld(vipSlice.read(state)) : count,
    zombiesKilled: ({ killed, by, events }, state) => {
      const v0 = vipSlice.read(state);
      if (!killed.some((z) => v0.models[z.id] !== undefined || isVipType(state, z.type))) return state;
      let next = state;
      const killer = next.survivors.some((s) => s.id === by) ? by : null;
      for (const z of killed) {
        const v = vipSlice.read(next);
        const { [z.id]: had, ...models } = v.models;
        next = vipSlice.write(next, { ...v, models });
        if (!isVipType(next, z.type) || killer === null) continue;
        // A VIP placed without a model (a split added it) gets one now.
        const drawn = had === undefined ? drawModel(next, z.type) : { state: next, model: had };
        next = drawn.state;
        const model = drawn.model;
        if (model === null) continue;
        next = vipSlice.update(next, (w) => ({
          ...w,
          trophies: { ...w.trophies, [killer]: [...(w.trophies[killer] ?? []), model] },
        }));
        events.push({ type: "VipTrophyTaken", survivor: killer, zombie: z.id, model, rule: VIP_RULE });
      }
      return next;
    },
  },
  ...PLAY,
  events: EVENTS,
  words: joinWords(EVENT_WORDS, PLAY_WORDS, {
    en: {
      name: "VIP Walkers",
      summary: "Killed VIP Walkers are trophies; five different ones buy a Pimpweapon.",
    },
    "pt-BR": {
      name: "Lerdos VIP",
      summary: "Lerdos VIP mortos viram troféus; cinco diferentes valem uma Arma Tunada.",
    },
  }),
};
