import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Chromium, launchChromium } from "./support/chromium.ts";
import { startServer, type TestServer } from "./zurvivors-online-server.ts";

// The real server (with its security headers, issue 19 finding 7) serving the built app: every page
// loads and runs under its Content-Security-Policy, with no violation reported.
describe("the built app under the server's Content-Security-Policy", () => {
  let server: TestServer;
  let browser: Chromium;
  beforeAll(async () => {
    server = await startServer();
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it.each(["/", "/new", "/zurvivors", "/editor", "/rules", "/maps/core-3x3", "/lab"])(
    "%s renders with no CSP violation",
    async (path) => {
      const page = await browser.context.newPage();
      const violations: string[] = [];
      page.on("console", (m) => {
        if (/Content Security Policy|Refused to/i.test(m.text())) violations.push(m.text());
      });
      await page.addInitScript(() => {
        document.addEventListener("securitypolicyviolation", (e) =>
          console.error(`Refused to load: ${e.violatedDirective} ${e.blockedURI}`),
        );
        localStorage.setItem("horda.lang", "en");
      });
      const res = await page.goto(`${server.url}${path}`);
      expect(res?.headers()["content-security-policy"]).toContain("default-src 'self'");
      await page.locator("h1").first().waitFor({ timeout: 20_000 });
      await page.waitForTimeout(500);
      expect(violations).toEqual([]);
      expect(await page.locator("#root *").count()).toBeGreaterThan(3);
      await page.close();
    },
  );
  it("runs the Mission lab's games and draws its plots with no CSP violation", async () => {
    const page = await browser.context.newPage();
    const violations: string[] = [];
    page.on("console", (m) => {
      if (/Content Security Policy|Refused to|unsafe-eval/i.test(m.text())) violations.push(m.text());
    });
    page.on("pageerror", (e) => violations.push(e.message));
    await page.addInitScript(() => {
      document.addEventListener("securitypolicyviolation", (e) =>
        console.error(`Refused to load: ${e.violatedDirective} ${e.blockedURI}`),
      );
      localStorage.setItem("horda.lang", "en");
    });
    await page.goto(`${server.url}/lab`);
    await page.getByTestId("lab-games").fill("10");
    await page.getByTestId("lab-run").click();
    await expect
      .poll(() => page.getByTestId("lab-a").locator(".lab-progress").textContent(), { timeout: 120_000 })
      .toBe("10 games played");
    // Seven plots: rounds, causes, goals reached, survivors, danger, spawns and the convergence.
    await expect.poll(() => page.locator(".lab-chart svg").count(), { timeout: 30_000 }).toBe(7);
    expect(violations).toEqual([]);
    await page.close();
  }, 180_000);
});
