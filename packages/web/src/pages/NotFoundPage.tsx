import { useTranslation } from "react-i18next";
import { Link } from "wouter";

export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <section className="page">
      <h1>{t("notFound.title")}</h1>
      <p>
        <Link href="/">{t("notFound.back")}</Link>
      </p>
    </section>
  );
}
