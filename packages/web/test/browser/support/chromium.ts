import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type BrowserContext, chromium } from "playwright-core";

/** Debian's Chromium; never a downloaded browser. `.ci/run` installs the `chromium` package when missing. */
export const CHROMIUM_PATH = process.env.HORDA_CHROMIUM ?? "/usr/bin/chromium";

const FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export interface Chromium {
  readonly context: BrowserContext;
  close(): Promise<void>;
}

/** Headless Chromium with a fresh profile folder, removed again on close. */
export async function launchChromium(
  viewport = { width: 1280, height: 900 },
  device: { readonly hasTouch?: boolean } = {},
): Promise<Chromium> {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(`no Chromium at ${CHROMIUM_PATH}: apt-get update && apt-get install -y chromium`);
  }
  const profile = await mkdtemp(join(tmpdir(), "horda-chromium-"));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: FLAGS,
    viewport,
    ...device,
  });
  return {
    context,
    close: async () => {
      await context.close();
      await rm(profile, { recursive: true, force: true });
    },
  };
}
