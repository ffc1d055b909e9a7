import { fileURLToPath } from "node:url";

/** packages/web, its build output, and the repository's git-ignored artifacts folder for screenshots. */
export const WEB_DIR = fileURLToPath(new URL("../../../", import.meta.url));
export const DIST_DIR = fileURLToPath(new URL("../../../dist/", import.meta.url));
export const ARTIFACTS_DIR = fileURLToPath(new URL("../../../../../.artifacts/web/", import.meta.url));
