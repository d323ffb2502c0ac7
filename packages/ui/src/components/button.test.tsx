import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Button, ButtonLink, buttonClasses } from "./button.tsx";

describe("Button", () => {
  it("is a plain button of the primary variant by default", () => {
    render(<Button>Save</Button>);
    const button = screen.getByRole("button", { name: "Save" });
    expect(button.getAttribute("type")).toBe("button");
    expect(button.className).toBe("button button--primary");
  });

  it("blocks clicks and shows it is busy while the action runs", () => {
    render(
      <Button variant="danger" isBusy>
        Signing out…
      </Button>,
    );
    const button = screen.getByRole("button", { name: "Signing out…" });
    expect(button.hasAttribute("disabled")).toBe(true);
    expect(button.getAttribute("aria-busy")).toBe("true");
    expect(button.querySelector(".button__spinner")).not.toBeNull();
  });
});

describe("ButtonLink", () => {
  it("is a link styled as a button", () => {
    render(
      <ButtonLink href="https://shop.example/" variant="secondary">
        Back to site
      </ButtonLink>,
    );
    const link = screen.getByRole("link", { name: "Back to site" });
    expect(link.getAttribute("href")).toBe("https://shop.example/");
    expect(link.className).toBe(buttonClasses("secondary", undefined));
  });
});
