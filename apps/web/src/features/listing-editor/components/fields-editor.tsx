import { listingFieldsInputSchema, type ListingField } from "@mp/contracts/vendor-listing";
import { ArrowDown, ArrowUp, ListPlus, Plus, Trash2 } from "lucide-react";
import { useFieldArray, useWatch, type UseFormReturn } from "react-hook-form";
import { Button } from "@mp/ui/components/button.tsx";
import { StatusMessage } from "@mp/ui/components/status-message.tsx";
import { FormAlert } from "@mp/ui/components/field.tsx";
import { SelectField } from "../../../components/ui/select-field";
import { TextField } from "../../../components/ui/text-field";
import { notify } from "../../../lib/toast";
import { useSaveSubmit, useSchemaForm } from "@mp/ui/lib/use-schema-form.ts";
import { useListingFields, useSaveListingFields } from "../api/listing-fields";
import { QueryStatus } from "../../../components/ui/query-status";
import "../../../components/ui/surface-card.css";
import "./fields-editor.css";

type FieldsForm = { fields: ListingField[] };

const typeNames: Record<ListingField["type"], string> = {
  text: "Text",
  number: "Number",
  boolean: "Yes/No",
  link: "Link",
};

const MAX_FIELDS = 30;

/** The listing's custom fields: rows of label, type and value, in the order the page shows them. */
export function FieldsEditor({ listingId }: { listingId: string }) {
  const fields = useListingFields(listingId);
  if (!fields.isSuccess) {
    return (
      <QueryStatus query={fields} loading="Loading the custom fields…" failed="The custom fields could not be loaded" />
    );
  }
  return <FieldsEditorForm listingId={listingId} initial={fields.data} />;
}

function FieldsEditorForm({ listingId, initial }: { listingId: string; initial: ListingField[] }) {
  const save = useSaveListingFields(listingId);
  const form = useSchemaForm(listingFieldsInputSchema, {
    defaultValues: { fields: initial },
  });
  const rows = useFieldArray({ control: form.control, name: "fields" });

  const { generalError, onSubmit } = useSaveSubmit(
    form,
    async (values: FieldsForm) => {
      const saved = await save.mutateAsync(values.fields);
      form.reset({ fields: saved });
      notify.success("Custom fields saved.");
    },
    (path) => (/^fields\.\d+\.(?:label|type|value)$/.test(path) ? path : null),
    "The fields could not be saved.",
  );

  return (
    <form noValidate className="fields-editor" onSubmit={onSubmit} aria-label="Custom fields">
      {generalError && <FormAlert>{generalError}</FormAlert>}
      {form.formState.errors.fields?.message && <FormAlert>{form.formState.errors.fields.message}</FormAlert>}
      {rows.fields.length === 0 ? (
        <StatusMessage tone="neutral" icon={<ListPlus aria-hidden="true" />} title="No custom fields yet">
          Add what people ask before they call: parking, delivery, year founded, a menu link…
        </StatusMessage>
      ) : (
        <ol className="stack-list">
          {rows.fields.map((row, index) => (
            <li key={row.id} className="surface-card fields-editor__row">
              <span className="fields-editor__number" aria-hidden="true">
                {index + 1}
              </span>
              <FieldRow form={form} index={index} />
              <div className="fields-editor__tools" role="group" aria-label={`Field ${index + 1}`}>
                <Button
                  variant="secondary"
                  disabled={index === 0}
                  aria-label={`Move field ${index + 1} up`}
                  onClick={() => rows.move(index, index - 1)}
                >
                  <ArrowUp aria-hidden="true" /> Up
                </Button>
                <Button
                  variant="secondary"
                  disabled={index === rows.fields.length - 1}
                  aria-label={`Move field ${index + 1} down`}
                  onClick={() => rows.move(index, index + 1)}
                >
                  <ArrowDown aria-hidden="true" /> Down
                </Button>
                <Button variant="ghost" aria-label={`Remove field ${index + 1}`} onClick={() => rows.remove(index)}>
                  <Trash2 aria-hidden="true" /> Remove
                </Button>
              </div>
            </li>
          ))}
        </ol>
      )}
      <div className="fields-editor__actions">
        <Button
          variant="secondary"
          disabled={rows.fields.length >= MAX_FIELDS}
          onClick={() => rows.append({ label: "", type: "text", value: "" })}
        >
          <Plus aria-hidden="true" /> Add a field
        </Button>
        <Button type="submit" isBusy={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? "Saving…" : "Save fields"}
        </Button>
      </div>
    </form>
  );
}

/** One row: its value input follows its type (number, yes/no, web address, text). */
function FieldRow({ form, index }: { form: UseFormReturn<FieldsForm>; index: number }) {
  const type = useWatch({ control: form.control, name: `fields.${index}.type` });
  const errors = form.formState.errors.fields?.[index];
  const n = <span className="visually-hidden"> of field {index + 1}</span>;

  return (
    <div className="fields-editor__inputs">
      <TextField
        label={<>Label{n}</>}
        error={errors?.label?.message}
        registration={form.register(`fields.${index}.label`)}
        maxLength={60}
      />
      <SelectField
        control={form.control}
        name={`fields.${index}.type`}
        label={<>Type{n}</>}
        error={errors?.type?.message}
        // A value typed for another type rarely fits the new one.
        onChosen={() => form.setValue(`fields.${index}.value`, "")}
      >
        {Object.entries(typeNames).map(([value, name]) => (
          <option key={value} value={value}>
            {name}
          </option>
        ))}
      </SelectField>
      {type === "boolean" ? (
        <SelectField
          control={form.control}
          name={`fields.${index}.value`}
          label={<>Value{n}</>}
          error={errors?.value?.message}
        >
          <option value="">Choose…</option>
          <option value="true">Yes</option>
          <option value="false">No</option>
        </SelectField>
      ) : (
        <TextField
          label={<>Value{n}</>}
          error={errors?.value?.message}
          registration={form.register(`fields.${index}.value`)}
          type={type === "number" ? "number" : type === "link" ? "url" : "text"}
          step={type === "number" ? "any" : undefined}
          placeholder={type === "link" ? "https://" : undefined}
          maxLength={500}
        />
      )}
    </div>
  );
}
