import {
  savedSearchInputSchema,
  savedSearchPages,
  type SavedSearchFrequency,
  type SavedSearchKind,
  type SavedSearchPath,
} from "@mp/contracts/saved-search";
import { ActionForm, FormDialog } from "../../../components/ui/form-dialog";
import { TextField } from "../../../components/ui/text-field";
import { notify } from "../../../lib/toast";
import { useSchemaForm } from "@mp/ui/lib/use-schema-form.ts";
import { useCreateSavedSearch } from "../api/saved-searches";
import { frequencyLabels } from "./frequency";

type Values = { name: string; frequency: SavedSearchFrequency };
type SaveSearchDialogProps = {
  path: SavedSearchPath;
  kind: SavedSearchKind;
  /** The page's `location.search`: its filters are kept, its page, view and sort are not. */
  search: string;
  defaultName: string;
  onClose: () => void;
};

/** The page's filters among its query: the keys the page can save, without empty ones. */
function paramsOf(path: SavedSearchPath, search: string): Record<string, string> {
  const query = new URLSearchParams(search);
  const keys: readonly string[] = savedSearchPages[path];
  return Object.fromEntries([...query].filter(([key, value]) => keys.includes(key) && value.trim() !== ""));
}

/** Names the search and picks how often to be mailed; saves the page's URL state. */
export function SaveSearchDialog({ path, kind, search, defaultName, onClose }: SaveSearchDialogProps) {
  const create = useCreateSavedSearch();
  const params = paramsOf(path, search);
  const form = useSchemaForm(savedSearchInputSchema, {
    defaultValues: { name: defaultName.slice(0, 100), frequency: "daily" } as Values,
    conversion: {
      toInput: (values: Values) => ({ kind, path, params, name: values.name, frequency: values.frequency }),
      fieldOf: (field: string) => (field === "name" || field === "frequency" ? field : null),
    },
  });
  const { errors } = form.formState;
  return (
    <FormDialog
      title="Save search"
      description="Get a mail when new listings or jobs match this page's search and filters."
      onClose={onClose}
    >
      <ActionForm
        form={form}
        send={async (input) => {
          await create.mutateAsync(input);
          notify.success("Search saved. We will mail you when something new matches it.");
          onClose();
        }}
        onCancel={onClose}
        submit={["Save", "Saving…"]}
      >
        <TextField label="Name" error={errors.name?.message} registration={form.register("name")} maxLength={100} />
        <fieldset className="save-search-form__frequency">
          <legend>Send alerts</legend>
          {(["instant", "daily"] as const).map((frequency) => (
            <label key={frequency} className="save-search-form__choice">
              <input type="radio" value={frequency} {...form.register("frequency")} />
              <span>
                <strong>{frequencyLabels[frequency].label}</strong>
                <small>{frequencyLabels[frequency].hint}</small>
              </span>
            </label>
          ))}
        </fieldset>
      </ActionForm>
    </FormDialog>
  );
}
