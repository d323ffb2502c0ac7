import { useState } from "react";
import { Dialog } from "@mp/ui/components/dialog.tsx";
import { Field, FormAlert } from "@mp/ui/components/field.tsx";
import { DeleteActions } from "../../../components/ui/form-parts";
import { notify } from "../../../lib/toast";
import { useDeleteSubcategory, type AdminCategory, type AdminSubcategory } from "../api/catalogue";
import { holdingsOf } from "./holdings";

type DeleteSubcategoryDialogProps = { category: AdminCategory; subcategory: AdminSubcategory; onClose: () => void };

/** Deleting a subcategory moves what it holds into another subcategory of the same category. */
export function DeleteSubcategoryDialog({ category, subcategory, onClose }: DeleteSubcategoryDialogProps) {
  const remove = useDeleteSubcategory();
  const siblings = category.subcategories.filter((s) => s._id !== subcategory._id);
  const holdings = holdingsOf(subcategory.counts);
  const isEmpty = holdings === "nothing";
  const [targetId, setTargetId] = useState(siblings[0]?._id ?? "");
  const [refusal, setRefusal] = useState<string | null>(null);
  const cannot = !isEmpty && siblings.length === 0;

  async function confirm() {
    setRefusal(null);
    try {
      await remove.mutateAsync({ id: subcategory._id, targetSubcategoryId: targetId || null });
      notify.success(`${subcategory.name} deleted.`);
      onClose();
    } catch (err) {
      setRefusal(err instanceof Error ? err.message : "The subcategory could not be deleted.");
    }
  }

  return (
    <Dialog title={`Delete ${subcategory.name}`} description={`It holds ${holdings}.`} onClose={onClose}>
      <div className="catalogue-form">
        {cannot ? (
          <FormAlert>
            {category.name} has no other subcategory to take its {holdings}. Add one first, or delete the whole
            category.
          </FormAlert>
        ) : (
          siblings.length > 0 && (
            <Field label={`Move ${isEmpty ? "anything in it" : holdings} to`}>
              {(control) => (
                <select
                  className="field__input"
                  {...control}
                  value={targetId}
                  onChange={(event) => setTargetId(event.currentTarget.value)}
                >
                  {isEmpty && <option value="">Nothing to move</option>}
                  {siblings.map((s) => (
                    <option key={s._id} value={s._id}>
                      {s.name}
                    </option>
                  ))}
                </select>
              )}
            </Field>
          )
        )}
        {refusal && <FormAlert>{refusal}</FormAlert>}
        <DeleteActions
          className="catalogue-form__actions"
          busy={remove.isPending}
          label="Delete"
          disabled={cannot}
          onConfirm={() => void confirm()}
          onCancel={onClose}
        />
      </div>
    </Dialog>
  );
}
