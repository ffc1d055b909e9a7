import { useTranslation } from "react-i18next";
import { Link } from "wouter";

/** Why a map cannot be shown: not found, or its errors with the JSON path of each. */
export function MapProblems({
  id,
  errors,
}: {
  id: string;
  errors?: readonly { path: string; message: string }[];
}) {
  const { t } = useTranslation();
  return (
    <section className="page">
      <h1>{errors ? t("home.broken") : t("viewer.notFound", { id })}</h1>
      {errors && (
        <ul className="errors">
          {errors.map((e) => (
            <li key={`${e.path}:${e.message}`}>
              <code>{e.path}</code> {e.message}
            </li>
          ))}
        </ul>
      )}
      <p>
        <Link href="/">{t("viewer.back")}</Link>
      </p>
    </section>
  );
}
