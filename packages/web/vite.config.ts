import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

// The app reads tile and map files from the repository (content/, packages/zombicide/scenarios/maps/)
// through import.meta.glob, so the dev server may serve files from the monorepo root.
export default defineConfig({
  plugins: [react()],
  // Online rooms: the dev server passes /api and /ws on to a running Horda server (HORDA_SERVER, default
  // the `npm start` port), so the app's relative addresses work as they do when the server serves it.
  server: {
    fs: { allow: ["../.."] },
    proxy: {
      "/api": { target: process.env.HORDA_SERVER ?? "http://127.0.0.1:8080" },
      "/ws": { target: process.env.HORDA_SERVER ?? "http://127.0.0.1:8080", ws: true },
    },
  },
  build: { outDir: "dist", emptyOutDir: true, sourcemap: false, target: "es2022" },
});
