/** A file handed to the loader: where it came from and its text. The web app builds these from uploads. */
export interface FileRecord {
  /** Path with "/" separators, as it should appear in messages (`content/core2e/pack.json`). */
  readonly path: string;
  readonly text: string;
}

export function dirnameOf(path: string): string {
  const i = path.lastIndexOf("/");
  return i < 0 ? "" : path.slice(0, i);
}

export function basenameOf(path: string): string {
  return path.slice(path.lastIndexOf("/") + 1);
}

export function joinPath(dir: string, rel: string): string {
  return dir === "" ? rel : `${dir}/${rel}`;
}
