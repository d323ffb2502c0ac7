import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { HiddenNotice } from "./hidden-notice";

const at = "2026-11-24T11:00:00.000Z";

describe("HiddenNotice", () => {
  it("says a moderator hid it, with the note, and that visitors cannot see it", () => {
    render(<HiddenNotice hidden={{ hiddenAt: at, cause: "moderation", note: "Sells counterfeit stamps." }} />);
    const note = screen.getByRole("note");
    expect(note.textContent).toContain("Hidden by a moderator: Sells counterfeit stamps.");
    expect(note.textContent).toContain("Visitors cannot see it");
  });

  it("says a suspension hid it, shortly in a list row", () => {
    render(<HiddenNotice hidden={{ hiddenAt: at, cause: "suspension", note: null }} compact />);
    expect(screen.getByRole("note").textContent).toBe("Hidden while your account is suspended.");
  });

  it("shows nothing for public content", () => {
    const { container } = render(<HiddenNotice hidden={null} />);
    expect(container.innerHTML).toBe("");
  });
});
