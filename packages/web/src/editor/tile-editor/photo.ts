import { type Quad, rectQuad } from "./homography.ts";

/** A photo or scan of a printed tile, shown under the tile grid. It exists only in this browser tab's memory. */
export interface TracePhoto {
  /** An object URL of the file the user picked (File API): the image is never read by the app's code or sent. */
  readonly url: string;
  readonly name: string;
  readonly width: number;
  readonly height: number;
  /** Where the tile's corners are on the photo, in photo pixels: north-west, north-east, south-east, south-west. */
  readonly corners: Quad;
}

/** Opens a picked image file: its size, and corners at the image's own corners (right for a cropped scan). */
export function openPhoto(file: File): Promise<TracePhoto> {
  return new Promise((resolve, reject) => {
    if (!file.type.startsWith("image/")) {
      reject(new Error(`not an image: ${file.type || file.name}`));
      return;
    }
    const url = URL.createObjectURL(file);
    const img = new Image();
    img.onload = () =>
      resolve({
        url,
        name: file.name,
        width: img.naturalWidth,
        height: img.naturalHeight,
        corners: rectQuad(img.naturalWidth, img.naturalHeight),
      });
    img.onerror = () => {
      URL.revokeObjectURL(url);
      reject(new Error(`the browser cannot read ${file.name} as an image`));
    };
    img.src = url;
  });
}

/** Moves one corner, kept inside the photo. */
export function moveCorner(photo: TracePhoto, index: number, x: number, y: number): TracePhoto {
  const p = { x: Math.min(Math.max(x, 0), photo.width), y: Math.min(Math.max(y, 0), photo.height) };
  const corners = photo.corners.map((c, i) => (i === index ? p : c)) as unknown as Quad;
  return { ...photo, corners };
}
