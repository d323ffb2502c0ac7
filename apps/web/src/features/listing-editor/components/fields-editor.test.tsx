import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { http } from "msw";
import { failure, ok, recordRequests } from "@mp/ui/test/msw.ts";
import { descriptionOf, toastKind } from "../../../test/dom";
import { renderWithAuth } from "../../../test/render";
import { server } from "../../../test/server";
import { signIn } from "../../../test/session";
import { uuid } from "../testing/fixtures";
import { FieldsEditor } from "./fields-editor";

const listingId = uuid();
const path = `/api/vendor/listings/${listingId}/fields`;
const stored = [
  { label: "Parking", type: "boolean", value: "true" },
  { label: "Founded", type: "number", value: "1998" },
] as const;

function renderEditor(put: (body: unknown) => Response = (body) => ok((body as { fields: unknown }).fields)) {
  signIn();
  server.use(
    http.get(path, () => ok(stored)),
    http.put(path, async ({ request }) => put(await request.json())),
  );
  const sent = recordRequests(server);
  return { ...renderWithAuth(<FieldsEditor listingId={listingId} />), sent };
}

describe("the custom fields editor", () => {
  it("shows the stored rows with inputs that follow their type", async () => {
    renderEditor();
    const parking = await screen.findByLabelText("Value of field 1");
    expect(parking.tagName).toBe("SELECT");
    expect((parking as HTMLSelectElement).value).toBe("true");
    expect((screen.getByLabelText("Value of field 2") as HTMLInputElement).type).toBe("number");
    expect((screen.getByLabelText("Label of field 1") as HTMLInputElement).value).toBe("Parking");
  });

  it("adds, fills, moves and removes rows, and sends the list in order", async () => {
    const { user, sent } = renderEditor();
    await screen.findByLabelText("Label of field 1");
    await user.click(screen.getByRole("button", { name: "Add a field" }));
    await user.type(screen.getByLabelText("Label of field 3"), "Menu");
    await user.selectOptions(screen.getByLabelText("Type of field 3"), "link");
    expect((screen.getByLabelText("Value of field 3") as HTMLInputElement).type).toBe("url");
    await user.type(screen.getByLabelText("Value of field 3"), "https://rosies.example/menu");
    await user.click(screen.getByRole("button", { name: "Move field 3 up" }));
    await user.click(screen.getByRole("button", { name: "Remove field 1" }));
    await user.click(screen.getByRole("button", { name: "Save fields" }));

    await waitFor(() => expect(sent.some((r) => r.method === "PUT")).toBe(true));
    const put = sent.find((r) => r.method === "PUT");
    expect(put?.path).toBe(path);
    expect(put?.body).toEqual({
      fields: [
        { label: "Menu", type: "link", value: "https://rosies.example/menu" },
        { label: "Founded", type: "number", value: "1998" },
      ],
    });
    expect(await toastKind("Custom fields saved.")).toBe("success");
  });

  it("shows the schema's errors on their row and sends nothing", async () => {
    const { user, sent } = renderEditor();
    await screen.findByLabelText("Label of field 1");
    await user.click(screen.getByRole("button", { name: "Add a field" }));
    await user.selectOptions(screen.getByLabelText("Type of field 3"), "link");
    await user.type(screen.getByLabelText("Value of field 3"), "javascript:alert(1)");
    await user.selectOptions(screen.getByLabelText("Value of field 1"), "");
    await user.click(screen.getByRole("button", { name: "Save fields" }));

    await waitFor(() =>
      expect(descriptionOf(screen.getByLabelText("Label of field 3"))).toContain("Label is required."),
    );
    expect(descriptionOf(screen.getByLabelText("Value of field 3"))).toContain(
      "Enter a web address starting with http:// or https://.",
    );
    expect(descriptionOf(screen.getByLabelText("Value of field 1"))).toContain("Value is required.");
    expect(sent.some((r) => r.method === "PUT")).toBe(false);
  });

  it("shows the server's errors on their row", async () => {
    const { user } = renderEditor(() =>
      failure(400, "Check the fields.", { errors: { "fields.1.value": ["Enter a number."] } }),
    );
    await screen.findByLabelText("Label of field 1");
    await user.click(screen.getByRole("button", { name: "Save fields" }));
    await waitFor(() => expect(descriptionOf(screen.getByLabelText("Value of field 2"))).toContain("Enter a number."));
  });

  it("has an empty state when there are no fields", async () => {
    signIn();
    server.use(http.get(path, () => ok([])));
    renderWithAuth(<FieldsEditor listingId={listingId} />);
    expect((await screen.findByText("No custom fields yet")).closest("[role=status]")).not.toBeNull();
    const form = screen.getByRole("form", { name: "Custom fields" });
    expect(within(form).queryAllByRole("textbox")).toEqual([]);
    expect(within(form).getByRole("button", { name: "Add a field" })).toHaveProperty("type", "button");
  });
});
