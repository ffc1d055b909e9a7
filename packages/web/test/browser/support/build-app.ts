import { join } from "node:path";
import { build } from "vite";
import { WEB_DIR } from "./paths.ts";

/**
 * Builds the web app into packages/web/dist with its own Vite config, as a production build even when called
 * from Vitest (which sets NODE_ENV=test and would otherwise get React's development build).
 */
export async function buildApp(): Promise<void> {
  const before = process.env.NODE_ENV;
  process.env.NODE_ENV = "production";
  try {
    await build({
      root: WEB_DIR,
      configFile: join(WEB_DIR, "vite.config.ts"),
      mode: "production",
      logLevel: "warn",
    });
  } finally {
    if (before === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = before;
  }
}
