import type { ZombicideCommand, ZombicideView } from "@horda/zombicide";
import { useMemo, useState } from "react";
import { onDashboards } from "../dashboard/Dashboards.tsx";
import { TradeButtons } from "../inventory/TradeButtons.tsx";
import { TradeDialog } from "../inventory/TradeDialog.tsx";
import type { useTableControls } from "../session/use-table-controls.ts";
import type { Words } from "../words/words.ts";
import { ActingSummary } from "./ActingSummary.tsx";
import { ActionBar } from "./ActionBar.tsx";

type Controls = Pick<
  ReturnType<typeof useTableControls>,
  "groups" | "armed" | "arm" | "route" | "game" | "selected"
>;

interface Props {
  readonly words: Words;
  readonly view: ZombicideView;
  readonly controls: Controls;
  readonly onSend: (c: ZombicideCommand) => void;
}

/**
 * The acting seat's turn: the action bar (without what the dashboards carry: cards laid out, food eaten) with
 * a Trade button per partner `legal` names, and the trade dialog once one is picked.
 */
export function TurnActions({ words, view, controls, onSend }: Props) {
  const [trade, setTrade] = useState<{ survivor: string; partner: string } | null>(null);
  const groups = useMemo(() => controls.groups.filter((g) => !onDashboards(g.type)), [controls.groups]);
  return (
    <>
      <ActingSummary words={words} view={view} survivor={view.turn.active ?? controls.selected} />
      <ActionBar
        words={words}
        groups={groups}
        armed={controls.armed}
        onArm={controls.arm}
        onSend={onSend}
        route={controls.route}
      >
        <TradeButtons
          words={words}
          commands={controls.game}
          survivor={controls.selected}
          onTrade={(survivor, partner) => setTrade({ survivor, partner })}
        />
      </ActionBar>
      {trade && (
        <TradeDialog
          words={words}
          view={view}
          survivor={trade.survivor}
          partner={trade.partner}
          onSend={onSend}
          onClose={() => setTrade(null)}
        />
      )}
    </>
  );
}
