import { PORTUGUESE_CHART_WORDS } from "@horda/bots/zombicide";
import type { LabStrings } from "./en.ts";

/** Textos do Laboratório de missões e dos robôs à mesa (namespace "lab"). */
export const labPtBR: LabStrings = {
  title: "Laboratório de missões",
  intro:
    "Quão difícil é uma missão? Robôs a jogam alguns milhares de vezes no seu navegador e a estimativa se firma conforme as partidas chegam. Escolha uma missão do jogo ou a que está aberta no criador de mapas; compare duas versões lado a lado.",
  mission: "Missão",
  compareWith: "Comparar com",
  none: "(nada)",
  ownGroup: "Do criador de mapas",
  fromEditor: "Do criador de mapas: {{name}}",
  fromEditorEarlier: "Do criador de mapas, versão anterior ({{time}}): {{name}}",
  players: "Jogadores",
  games: "Partidas",
  bot: "Robôs",
  bots: { survivor: "Robô sobrevivente", random: "Robô aleatório" },
  seed: "Semente",
  run: "Estimar a dificuldade",
  stop: "Parar",
  running: "{{done}} de {{total}} partidas",
  done: "{{total}} partidas jogadas",
  team_one: "Equipe: {{survivors}} ({{count}} jogador, {{bot}})",
  team_other: "Equipe: {{survivors}} ({{count}} jogadores, {{bot}})",
  difference: "Esquerda contra direita: taxa de vitória {{points}} pontos.",
  differenceRounds: "Rodadas até vencer {{rounds}}.",
  differenceOverlap: "Os dois intervalos de 95% se sobrepõem: jogue mais partidas antes de tirar conclusões.",
  differenceClear: "Os dois intervalos de 95% não se sobrepõem: a diferença dificilmente é acaso.",
  stopped: "Parado após {{done}} de {{total}} partidas",
  unfinished_one:
    "{{count}} partida ainda estava em jogo no limite de rodadas: conta como não vencida, e fica fora das rodadas até a derrota.",
  unfinished_other:
    "{{count}} partidas ainda estavam em jogo no limite de rodadas: contam como não vencidas, e ficam fora das rodadas até a derrota.",
  workers: "{{count}} partidas ao mesmo tempo",
  winRate: "Taxa de vitória",
  interval: "Intervalo de 95%: {{low}}–{{high}}",
  rounds: "Rodadas, em média: {{win}} para vencer, {{loss}} para perder",
  noValue: "–",
  warning: "Atenção: {{text}}",
  heatTitle: "Onde os sobreviventes foram feridos (cor) e eliminados (discos)",
  heatAlt: "{{name}}: ferimentos e eliminações por zona",
  heatKey:
    "Em cada zona, o número é o total de Ferimentos sofridos ali nas {{games}} partidas (quanto mais, mais escuro o vermelho), e um disco conta as eliminações. Marcas do mapa: P o início dos sobreviventes, S uma Zona de Invasão, O um Objetivo, C uma caixa, E a Saída.",
  failed: "A simulação parou: {{message}}",
  noMission: "Nenhuma missão para estimar.",
  editorMissing:
    "O criador de mapas não tem uma missão jogável para o laboratório. Abra-a no criador de mapas e aperte Estimar a dificuldade lá.",
  chartsLoading: "Desenhando os gráficos…",
  // The plots' words live with the plots (@horda/bots: the CLI's HTML report says the same).
  charts: PORTUGUESE_CHART_WORDS,
  table: {
    hint: "O que o robô faria?",
    hintSays: "O robô faria: {{what}}",
    hintNothing: "O robô não tem sugestão agora.",
    hintPlay: "Jogar isso",
    botSeats: "Lugares que o robô joga",
    botSeatsHint: "Passe um lugar ao robô sobrevivente, ou retome-o, a qualquer momento da partida.",
    botSeat: "Robô",
    botSeatHelp: "Jogado pelo robô sobrevivente",
    botThinking: "Os robôs estão jogando…",
  },
};
