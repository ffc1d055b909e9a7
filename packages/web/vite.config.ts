import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

// The app reads tile and map files from the repository (content/, packages/zombicide/scenarios/maps/)
// through import.meta.glob, so the dev server may serve files from the monorepo root.
export default defineConfig({
  plugins: [react()],
  server: { fs: { allow: ["../.."] } },
  build: { outDir: "dist", emptyOutDir: true, sourcemap: false, target: "es2022" },
});
