import { useId, useState } from "react";
import { Dialog } from "@mp/ui/components/dialog.tsx";
import { Field, FormAlert } from "@mp/ui/components/field.tsx";
import { DeleteActions } from "../../../components/ui/form-parts";
import { notify } from "../../../lib/toast";
import { useDeleteCategory, type AdminCategory } from "../api/catalogue";
import { holdingsOf } from "./holdings";

type DeleteCategoryDialogProps = {
  category: AdminCategory;
  /** Every category, in order; the ones other than `category` may receive what it holds. */
  categories: AdminCategory[];
  onClose: () => void;
};

/** Where each subcategory goes: merged into a subcategory of the target with the same slug, else moved as it is. */
function defaultMapping(category: AdminCategory, target: AdminCategory | undefined): Record<string, string> {
  return Object.fromEntries(
    category.subcategories.map((sub) => [sub._id, target?.subcategories.find((t) => t.slug === sub.slug)?._id ?? ""]),
  );
}

/** Deleting a category says where everything in it goes: a receiving category, and for each subcategory, merge or move. */
export function DeleteCategoryDialog({ category, categories, onClose }: DeleteCategoryDialogProps) {
  const remove = useDeleteCategory();
  const others = categories.filter((c) => c._id !== category._id);
  const [targetId, setTargetId] = useState(others[0]?._id ?? "");
  const target = others.find((c) => c._id === targetId);
  const [mapping, setMapping] = useState(() => defaultMapping(category, target));
  const [refusal, setRefusal] = useState<string | null>(null);
  const headingId = useId();

  async function confirm() {
    setRefusal(null);
    try {
      await remove.mutateAsync({
        id: category._id,
        input: {
          targetCategoryId: targetId,
          subcategories: category.subcategories.map((sub) => ({ id: sub._id, into: mapping[sub._id] || null })),
        },
      });
      notify.success(`${category.name} deleted; its contents moved to ${target?.name ?? "the chosen category"}.`);
      onClose();
    } catch (err) {
      setRefusal(err instanceof Error ? err.message : "The category could not be deleted.");
    }
  }

  return (
    <Dialog
      title={`Delete ${category.name}`}
      description={`It holds ${holdingsOf(category.counts)}${category.counts.bannerAds > 0 ? ` and ${category.counts.bannerAds} banner ads` : ""}. Say where they go.`}
      onClose={onClose}
      size="wide"
    >
      {others.length === 0 ? (
        <FormAlert>The last category cannot be deleted: listings, jobs and freelancers need one.</FormAlert>
      ) : (
        <div className="catalogue-form">
          <Field label="Move everything to">
            {(control) => (
              <select
                className="field__input"
                {...control}
                value={targetId}
                onChange={(event) => {
                  const next = others.find((c) => c._id === event.currentTarget.value);
                  setTargetId(event.currentTarget.value);
                  setMapping(defaultMapping(category, next));
                }}
              >
                {others.map((c) => (
                  <option key={c._id} value={c._id}>
                    {c.name}
                  </option>
                ))}
              </select>
            )}
          </Field>
          {category.subcategories.length > 0 && (
            <fieldset className="admin-fieldset" aria-labelledby={headingId}>
              <legend id={headingId}>Its subcategories</legend>
              {category.subcategories.map((sub) => (
                <Field key={sub._id} label={`${sub.name} (${holdingsOf(sub.counts)})`}>
                  {(control) => (
                    <select
                      className="field__input"
                      {...control}
                      value={mapping[sub._id] ?? ""}
                      onChange={(event) => setMapping({ ...mapping, [sub._id]: event.currentTarget.value })}
                    >
                      <option value="">Move it into {target?.name ?? "the category"} as it is</option>
                      {target?.subcategories.map((t) => (
                        <option key={t._id} value={t._id}>
                          Merge into {t.name}
                        </option>
                      ))}
                    </select>
                  )}
                </Field>
              ))}
            </fieldset>
          )}
          {refusal && <FormAlert>{refusal}</FormAlert>}
          <DeleteActions
            className="catalogue-form__actions"
            busy={remove.isPending}
            label={`Delete and move to ${target?.name ?? "…"}`}
            onConfirm={() => void confirm()}
            onCancel={onClose}
          />
        </div>
      )}
    </Dialog>
  );
}
