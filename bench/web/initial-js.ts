import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

/**
 * The JavaScript a first visit downloads before anything else: the module scripts and modulepreload links of
 * the built index.html (lazy pages are left out). Returns their gzip size in KiB.
 */
export function initialJsKbGz(distDir: string): { kb: number; files: string[] } {
  const html = readFileSync(join(distDir, "index.html"), "utf8");
  const files = new Set<string>();
  for (const m of html.matchAll(/<script[^>]*\bsrc="([^"]+\.js)"/g)) files.add(m[1] as string);
  for (const m of html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+\.js)"/g))
    files.add(m[1] as string);
  let bytes = 0;
  for (const f of files) bytes += gzipSync(readFileSync(join(distDir, f.replace(/^\//, "")))).length;
  return { kb: bytes / 1024, files: [...files] };
}
