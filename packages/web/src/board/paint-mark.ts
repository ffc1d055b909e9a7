/** Name of the performance mark set once the board has been painted (read by the paint benchmark). */
export const BOARD_PAINTED_MARK = "horda:board-painted";

/**
 * Marks the first frame that shows the board: after the next animation frame the browser has painted, so a
 * task queued from it runs after that paint. Sets `data-painted` on the SVG for tests.
 */
export function markBoardPainted(svg: SVGSVGElement): void {
  requestAnimationFrame(() => {
    setTimeout(() => {
      if (performance.getEntriesByName(BOARD_PAINTED_MARK).length === 0) performance.mark(BOARD_PAINTED_MARK);
      svg.dataset.painted = "true";
    }, 0);
  });
}
