import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/App.tsx";
import { setupI18n } from "./i18n/i18n.ts";
import "./styles/app.css";
import "./styles/board.css";

setupI18n();
const root = document.getElementById("root");
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
