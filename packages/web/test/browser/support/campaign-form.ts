import type { Page } from "playwright-core";

/**
 * Fills `/campaigns`' new-campaign form (English) and starts it: the players' names (Player 1's first), who the
 * bot plays, which player plays each survivor, and the one mission kept (`mission`: a checkbox label, or a
 * pattern matched against the missions' list items).
 */
export async function startTwoPlayerCampaign(
  page: Page,
  o: {
    readonly names: readonly [string | null, string];
    readonly bots?: readonly number[];
    readonly mission: string | RegExp;
  },
): Promise<void> {
  await page.getByRole("heading", { name: "Campaigns", exact: true }).waitFor();
  if (o.names[0] !== null) await page.getByLabel("Player 1", { exact: true }).fill(o.names[0]);
  await page.getByRole("button", { name: "+", exact: true }).click();
  await page.getByLabel("Player 2", { exact: true }).fill(o.names[1]);
  for (const p of o.bots ?? []) await page.getByLabel(`Bot ${p + 1}`).check();
  await page.getByLabel("Who plays Josh").selectOption("0");
  await page.getByLabel("Who plays Amy").selectOption("1");
  for (const item of await page.locator("fieldset", { hasText: "Missions, in order" }).locator("li").all()) {
    const text = (await item.textContent()) ?? "";
    const keep = typeof o.mission === "string" ? text.trim() === o.mission : o.mission.test(text);
    await (keep ? item.getByRole("checkbox").check() : item.getByRole("checkbox").uncheck());
  }
  await page.getByRole("button", { name: "Start the campaign" }).click();
  await page.waitForURL(/\/campaigns\/c[0-9a-f]+$/);
}
