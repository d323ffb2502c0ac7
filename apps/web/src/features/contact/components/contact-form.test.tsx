import { screen } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { descriptionOf } from "@mp/ui/test/dom.ts";
import { failure, recordRequests } from "@mp/ui/test/msw.ts";
import { renderApp } from "../../../test/render";
import { server } from "../../../test/server";

const SENT = "Thank you: your message was sent. We answer by e-mail, usually within two working days.";

async function fillIn(user: ReturnType<typeof renderApp>["user"]) {
  await user.type(screen.getByLabelText("Your name"), "Grace Hopper");
  await user.type(screen.getByLabelText("Email"), "grace@example.org");
  await user.selectOptions(screen.getByLabelText("Topic"), "Plans, connects and payments");
  await user.type(screen.getByLabelText("Message"), "How do connects come back when a job closes?");
}

describe("the contact page", () => {
  it("sends the labelled form and says so, emptying it", async () => {
    server.use(http.post("/api/contact", () => HttpResponse.json({ result: 1, message: SENT })));
    const sent = recordRequests(server);
    const { user } = renderApp("/contact");
    await screen.findByRole("heading", { level: 1, name: "Contact us" });
    await fillIn(user);
    await user.click(screen.getByRole("button", { name: "Send message" }));
    expect((await screen.findByRole("status")).textContent).toBe(SENT);
    expect(sent.filter((r) => r.method === "POST").map((r) => r.body)).toEqual([
      {
        name: "Grace Hopper",
        email: "grace@example.org",
        topic: "billing",
        message: "How do connects come back when a job closes?",
      },
    ]);
    expect((screen.getByLabelText("Your name") as HTMLInputElement).value).toBe("");
  });

  it("checks the fields before sending, and shows the server's refusal", async () => {
    server.use(
      http.post("/api/contact", () =>
        failure(429, "You have sent several messages in the last hour. Please wait a while before sending another."),
      ),
    );
    const { user } = renderApp("/contact");
    await screen.findByRole("heading", { level: 1, name: "Contact us" });
    await user.click(screen.getByRole("button", { name: "Send message" }));
    expect(descriptionOf(screen.getByLabelText("Your name"))).toContain("Enter your name.");
    expect(descriptionOf(screen.getByLabelText("Email"))).toContain("Enter a valid email address.");
    expect(descriptionOf(screen.getByLabelText("Topic"))).toContain("Choose a topic.");

    await fillIn(user);
    await user.click(screen.getByRole("button", { name: "Send message" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "You have sent several messages in the last hour. Please wait a while before sending another.",
    );
  });
});
