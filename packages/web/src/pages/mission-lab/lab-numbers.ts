/** A share and a mean in the page's language ("73.8%" / "73,8%"), one decimal. */
export const labNumbers = (language: string) => {
  const percent = new Intl.NumberFormat(language, {
    style: "percent",
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
  const decimal = new Intl.NumberFormat(language, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return { pct: (x: number) => percent.format(x), one: (x: number) => decimal.format(x) };
};

/** When a version was handed to the lab, in the page's language: the time today, else the date and time. */
export function handedTime(at: number, language: string, now: number = Date.now()): string {
  const sameDay = new Date(at).toDateString() === new Date(now).toDateString();
  return new Intl.DateTimeFormat(
    language,
    sameDay ? { timeStyle: "short" } : { dateStyle: "short", timeStyle: "short" },
  ).format(at);
}
