import { AxeBuilder } from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/** The serious and critical axe-core violations of the page as it is now, as "rule: help (n nodes: the first's selector)". */
export async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.length} nodes: ${String(violation.nodes[0]?.target ?? "")})`,
    );
}
