import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { LanguageSwitch } from "./LanguageSwitch.tsx";

export function AppHeader() {
  const { t } = useTranslation();
  return (
    <header className="app-header">
      <Link href="/" className="brand">
        {t("app.name")}
      </Link>
      <nav aria-label={t("nav.main")}>
        <Link href="/">{t("nav.home")}</Link>
        <Link href="/new">{t("nav.newGame")}</Link>
        <Link href="/campaigns">{t("nav.campaigns")}</Link>
        <Link href="/rules">{t("nav.rules")}</Link>
        <Link href="/editor">{t("nav.editor")}</Link>
        <Link href="/lab">{t("nav.lab")}</Link>
        <Link href="/black-plague">{t("nav.blackPlague")}</Link>
        <Link href="/zurvivors">{t("nav.zurvivors")}</Link>
      </nav>
      <LanguageSwitch />
    </header>
  );
}
