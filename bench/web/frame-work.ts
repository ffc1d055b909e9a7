import type { CDPSession } from "playwright-core";

interface TraceEvent {
  readonly name: string;
  readonly ph: string;
  readonly pid: number;
  readonly tid: number;
  readonly ts: number;
  readonly dur?: number;
  readonly args?: { readonly name?: string };
}

const CATEGORIES = ["toplevel", "devtools.timeline", "disabled-by-default-devtools.timeline"];

/**
 * Traces the page's renderer while `during` runs and returns, for each frame it painted, the main thread's
 * work for that frame (ms): the task that painted it plus every task that started since the previous frame was
 * painted. A frame whose work passes 16.7 ms could not be drawn on time at 60 Hz; the frame clock does not
 * hide it, as it hides work in the gaps between requestAnimationFrame callbacks.
 */
export async function mainThreadWorkPerFrame(
  cdp: CDPSession,
  during: () => Promise<void>,
): Promise<number[]> {
  await cdp.send("Tracing.start", {
    transferMode: "ReturnAsStream",
    traceConfig: { includedCategories: CATEGORIES, recordMode: "recordAsMuchAsPossible" },
  });
  await during();
  const complete = new Promise<string>((resolve) =>
    cdp.once("Tracing.tracingComplete", (e: { stream?: string }) => resolve(e.stream ?? "")),
  );
  await cdp.send("Tracing.end");
  const events = parseTrace(await readStream(cdp, await complete));
  const main = rendererMainThread(events);
  const ofMain = events.filter((e) => e.pid === main.pid && e.tid === main.tid);
  const tasks = ofMain
    .filter((e) => e.name === "RunTask" && e.ph === "X" && e.dur !== undefined)
    .sort((x, y) => x.ts - y.ts);
  // The rendering tasks (those that painted a frame), in order; a frame's work is its rendering task plus
  // every task that started after the previous frame was painted (the work that fed this frame).
  const renders = [
    ...new Set(
      ofMain
        .filter((e) => e.name === "Paint" || e.name === "BeginCommitCompositorFrame")
        .map((e) => tasks.findLast((t) => t.ts <= e.ts && e.ts <= t.ts + (t.dur as number)))
        .filter((t): t is TraceEvent => t !== undefined),
    ),
  ].sort((x, y) => x.ts - y.ts);
  const work: number[] = [];
  for (let i = 1; i < renders.length; i++) {
    const previous = renders[i - 1] as TraceEvent;
    const render = renders[i] as TraceEvent;
    const after = previous.ts + (previous.dur as number);
    const busy = tasks
      .filter((t) => t.ts >= after && t.ts <= render.ts)
      .reduce((sum, t) => sum + (t.dur as number), 0);
    work.push(busy / 1000);
  }
  return work;
}

async function readStream(cdp: CDPSession, handle: string): Promise<string> {
  let text = "";
  for (;;) {
    const chunk = (await cdp.send("IO.read", { handle })) as {
      data: string;
      eof: boolean;
      base64Encoded?: boolean;
    };
    text += chunk.base64Encoded ? Buffer.from(chunk.data, "base64").toString("utf8") : chunk.data;
    if (chunk.eof) break;
  }
  await cdp.send("IO.close", { handle });
  return text;
}

function parseTrace(text: string): TraceEvent[] {
  const parsed = JSON.parse(text) as TraceEvent[] | { traceEvents: TraceEvent[] };
  return Array.isArray(parsed) ? parsed : parsed.traceEvents;
}

/** The renderer main thread that did the most work (the page's, not a blank helper renderer's). */
function rendererMainThread(events: readonly TraceEvent[]): { pid: number; tid: number } {
  const mains = events.filter(
    (e) => e.ph === "M" && e.name === "thread_name" && e.args?.name === "CrRendererMain",
  );
  let best = { pid: -1, tid: -1, busy: -1 };
  for (const m of mains) {
    const busy = events
      .filter((e) => e.pid === m.pid && e.tid === m.tid && e.name === "RunTask")
      .reduce((s, e) => s + (e.dur ?? 0), 0);
    if (busy > best.busy) best = { pid: m.pid, tid: m.tid, busy };
  }
  if (best.busy < 0) throw new Error("the trace has no renderer main thread");
  return best;
}
