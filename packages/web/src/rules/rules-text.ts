/**
 * The rules reference, written in our own words (not the rulebook's). Sight and movement first; more sections
 * come as the engine covers them. Each language has the same sections in the same order.
 */
export interface RuleSection {
  readonly id: string;
  readonly title: string;
  readonly paragraphs: readonly string[];
}

export const RULES_TEXT: Readonly<Record<"en" | "pt-BR", readonly RuleSection[]>> = {
  en: [
    {
      id: "sight",
      title: "Who sees what",
      paragraphs: [
        "Sight runs in straight lines along the rows and columns of the board, never diagonally. A zone sees from every cell it covers, so a long street sees a long way.",
        "In the street a line keeps going through as many street zones as it meets, until a wall, a closed door or the edge of the board stops it.",
        "A line that enters a building zone (through an opening or an open door) stops in that zone: you see one room deep. Looking out of a building works the other way round: through an open door or an opening your sight leaves the room and runs down the street.",
        "Range is the number of zones a line crosses to get there: your own zone is range 0, the next one range 1. Survivors and zombies never block a line of sight.",
        "Point at any zone on a board in Horda to see the zones it sees, with their range.",
      ],
    },
    {
      id: "movement",
      title: "Moving",
      paragraphs: [
        "One Move takes you to a neighbouring zone when the way between them is open: a line across the street, a gap between two rooms, or an open door. Walls and closed doors are in the way, and zones that only touch at a corner are not neighbours.",
        "Zombies hold you back: leaving a zone costs one more action for each zombie standing in it.",
        "Zombies that see survivors head for them; the others go towards the noisiest zone. They take the shortest way, and when two ways are equally short the group splits between them.",
        "The zone panel in Horda lists the zones one Move away, counting the doors that are open now.",
      ],
    },
  ],
  "pt-BR": [
    {
      id: "sight",
      title: "Quem vê o quê",
      paragraphs: [
        "A visão segue linhas retas pelas linhas e colunas do tabuleiro, nunca na diagonal. Uma zona vê a partir de todas as casas que ocupa, então uma rua comprida vê longe.",
        "Na rua, a linha atravessa quantas zonas de rua encontrar, até uma parede, uma porta fechada ou a borda do tabuleiro.",
        "Uma linha que entra numa zona de construção (por uma passagem ou porta aberta) para nessa zona: você vê um cômodo para dentro. Olhando de dentro para fora é o contrário: por uma porta aberta ou passagem a visão sai do cômodo e segue pela rua.",
        "O alcance é o número de zonas que a linha atravessa até lá: a sua zona tem alcance 0, a vizinha alcance 1. Sobreviventes e zumbis nunca bloqueiam a linha de visão.",
        "Aponte para qualquer zona de um tabuleiro na Horda para ver as zonas que ela vê, com o alcance.",
      ],
    },
    {
      id: "movement",
      title: "Movimento",
      paragraphs: [
        "Um Movimento leva você a uma zona vizinha quando o caminho entre elas está aberto: uma divisa na rua, uma passagem entre dois cômodos ou uma porta aberta. Paredes e portas fechadas atrapalham, e zonas que só se tocam pela quina não são vizinhas.",
        "Zumbis seguram você: sair de uma zona custa uma ação a mais para cada zumbi que estiver nela.",
        "Zumbis que veem Sobreviventes vão atrás deles; os outros vão para a zona com mais Barulho. Eles pegam o caminho mais curto e, quando dois caminhos empatam, o grupo se divide entre eles.",
        "O painel de zona da Horda lista as zonas a um Movimento de distância, contando as portas abertas agora.",
      ],
    },
  ],
};
