import { CELL } from "../../board/geometry/units.ts";

/** The CSS rules the page has, so an exported SVG draws the same without the app around it. */
function pageCss(): string {
  const out: string[] = [];
  for (const sheet of Array.from(document.styleSheets)) {
    try {
      for (const rule of Array.from(sheet.cssRules)) out.push(rule.cssText);
    } catch {
      // A cross-origin sheet cannot be read; the app has none.
    }
  }
  return out.join("\n");
}

/**
 * A standalone SVG of the map for printing: the canvas' board drawing (no selection, previews or grid) with the
 * page's styles inlined, framed on the map's cells.
 */
export function standaloneSvg(svg: SVGSVGElement, widthCells: number, heightCells: number): string {
  const clone = svg.cloneNode(true) as SVGSVGElement;
  for (const el of Array.from(
    clone.querySelectorAll(".ed-selected, .ed-preview, .ed-preview-door, .ed-brush, .ed-grid"),
  ))
    el.remove();
  const w = widthCells * CELL;
  const h = heightCells * CELL;
  clone.setAttribute("xmlns", "http://www.w3.org/2000/svg");
  clone.setAttribute("viewBox", `-10 -10 ${w + 20} ${h + 20}`);
  clone.setAttribute("width", String(w + 20));
  clone.setAttribute("height", String(h + 20));
  for (const a of ["tabindex", "role", "aria-describedby", "data-testid", "data-tool"])
    clone.removeAttribute(a);
  const style = document.createElementNS("http://www.w3.org/2000/svg", "style");
  style.textContent = pageCss();
  clone.insertBefore(style, clone.firstChild);
  return new XMLSerializer().serializeToString(clone);
}

/** Renders an SVG text to a PNG blob at `scale` pixels per drawing unit. */
export async function svgToPng(svgText: string, scale = 1): Promise<Blob> {
  const url = URL.createObjectURL(new Blob([svgText], { type: "image/svg+xml" }));
  try {
    const img = new Image();
    img.src = url;
    await img.decode();
    const canvas = document.createElement("canvas");
    canvas.width = Math.round(img.width * scale);
    canvas.height = Math.round(img.height * scale);
    const ctx = canvas.getContext("2d");
    if (!ctx) throw new Error("no 2D canvas");
    ctx.fillStyle = "#fff";
    ctx.fillRect(0, 0, canvas.width, canvas.height);
    ctx.drawImage(img, 0, 0, canvas.width, canvas.height);
    return await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob((b) => (b ? resolve(b) : reject(new Error("the PNG could not be made"))), "image/png"),
    );
  } finally {
    URL.revokeObjectURL(url);
  }
}

export function download(name: string, data: Blob | string, type = "application/json"): void {
  const blob = typeof data === "string" ? new Blob([data], { type }) : data;
  const a = document.createElement("a");
  a.href = URL.createObjectURL(blob);
  a.download = name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(a.href), 1000);
}
