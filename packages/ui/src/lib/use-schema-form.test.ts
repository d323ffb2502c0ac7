import { act, renderHook, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { ApiError } from "./api-client.ts";
import { useSaveSubmit, useSchemaForm, type SchemaConversion } from "./use-schema-form";

const schema = z.object({ name: z.string().min(1, "Name it."), priceCents: z.number().int().nullable() });
type Values = { name: string; price: string };
const conversion: SchemaConversion<Values> = {
  toInput: ({ name, price }) => ({ name, priceCents: price === "" ? null : Number(price) * 100 }),
  fieldOf: (path) => (path === "priceCents" ? "price" : path === "name" ? "name" : null),
  reword: (field, message) => (field === "price" ? "Enter dollars." : message),
  check: ({ name }) => ({ name: name === "admin" ? "Pick another name." : undefined }),
};

type Submittable = { handleSubmit: (onValid: (values: z.output<typeof schema>) => void) => () => Promise<void> };

/** Submits the form; answers what reached the submit handler, or null when the form was refused. */
async function submitted(form: Submittable) {
  let sent: unknown = null;
  await act(() =>
    form.handleSubmit((values) => {
      sent = values;
    })(),
  );
  return sent;
}

describe("useSchemaForm", () => {
  it("checks the form's values against the contract schema as they are", async () => {
    const { result } = renderHook(() => useSchemaForm(schema, { defaultValues: { name: "", priceCents: null } }));
    expect(await submitted(result.current)).toBeNull();
    expect(result.current.getFieldState("name").error?.message).toBe("Name it.");
  });

  it("checks converted values and puts the schema's messages under the form's fields", async () => {
    const { result } = renderHook(() =>
      useSchemaForm(schema, { conversion, defaultValues: { name: "", price: "1.5x" } }),
    );
    expect(await submitted(result.current)).toBeNull();
    expect(result.current.getFieldState("name").error?.message).toBe("Name it.");
    expect(result.current.getFieldState("price").error?.message).toBe("Enter dollars.");
  });

  it("runs the form's own checks first and hands the schema's output to the submit", async () => {
    const { result } = renderHook(() =>
      useSchemaForm(schema, { conversion, defaultValues: { name: "admin", price: "12" } }),
    );
    expect(await submitted(result.current)).toBeNull();
    expect(result.current.getFieldState("name").error?.message).toBe("Pick another name.");

    act(() => result.current.setValue("name", "Rosie"));
    expect(await submitted(result.current)).toEqual({ name: "Rosie", priceCents: 1200 });
  });
});

describe("useSaveSubmit", () => {
  /** A form that saves through `save`, submitted once; answers the hook's result after it. */
  async function submitOnce(save: (input: z.output<typeof schema>) => Promise<void>) {
    const { result } = renderHook(() => {
      const form = useSchemaForm(schema, { conversion, defaultValues: { name: "Rosie", price: "12" } });
      return { form, ...useSaveSubmit(form, save, conversion.fieldOf, "Could not save.") };
    });
    await act(() => result.current.onSubmit({ preventDefault() {}, persist() {} } as never));
    return result;
  }

  it("hands the checked input to the save, and shows no message after it", async () => {
    const saved: unknown[] = [];
    const result = await submitOnce(async (input) => void saved.push(input));
    await waitFor(() => expect(saved).toEqual([{ name: "Rosie", priceCents: 1200 }]));
    expect(result.current.generalError).toBeNull();
  });

  it("puts a refusal's messages under their fields, and says the refusal or the fallback for the rest", async () => {
    const placed = await submitOnce(() => Promise.reject(new ApiError(400, "Refused.", { priceCents: ["Too dear."] })));
    await waitFor(() => expect(placed.current.form.getFieldState("price").error?.message).toBe("Too dear."));
    expect(placed.current.generalError).toBeNull();

    const refused = await submitOnce(() => Promise.reject(new ApiError(409, "Taken.")));
    await waitFor(() => expect(refused.current.generalError).toBe("Taken."));

    const failed = await submitOnce(() => Promise.reject(new Error("")));
    await waitFor(() => expect(failed.current.generalError).toBe("Could not save."));
  });
});
