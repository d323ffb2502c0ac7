import {
  savedSearchFrequencies,
  savedSearchUrl,
  type SavedSearch,
  type SavedSearchFrequency,
} from "@mp/contracts/saved-search";
import { Button, buttonClasses } from "@mp/ui/components/button.tsx";
import { Dialog } from "@mp/ui/components/dialog.tsx";
import { Field } from "@mp/ui/components/field.tsx";
import { LoadFailed } from "@mp/ui/components/load-failed.tsx";
import { formatDate } from "@mp/ui/lib/format.ts";
import { useState } from "react";
import { Link } from "react-router";
import { useCategories } from "../../../lib/categories-api";
import { paths } from "../../../lib/paths";
import { notify } from "../../../lib/toast";
import { useDeleteSavedSearch, useSavedSearches, useUpdateSavedSearch } from "../api/saved-searches";
import { frequencyLabels } from "./frequency";
import { summaryOf } from "./summary";
import "./saved-searches.css";

/** The signed-in user's saved searches: what each matches, how often it mails (changeable here), Run and Delete. */
export function SavedSearchList({ userId }: { userId: string }) {
  const query = useSavedSearches(userId);
  const categories = useCategories("");
  const categoryName = (id: string) => categories.data?.find((category) => category._id === id)?.categoryName;
  const [deleting, setDeleting] = useState<SavedSearch | null>(null);

  if (query.isPending) return <p role="status">Loading your saved searches…</p>;
  if (query.isError) return <LoadFailed query={query} title="Your saved searches could not be loaded." />;
  if (query.data.length === 0) {
    return (
      <div className="saved-searches__empty">
        <h2>No saved searches yet</h2>
        <p>Search or open a category, then choose “Save search”: we mail you when new listings or jobs match it.</p>
        <Link to={paths.home} className={buttonClasses("primary", undefined)}>
          Start browsing
        </Link>
      </div>
    );
  }
  return (
    <>
      <ul className="saved-searches__list">
        {query.data.map((search) => (
          <SavedSearchItem
            key={search._id}
            search={search}
            summary={summaryOf(search, categoryName)}
            onDelete={() => setDeleting(search)}
          />
        ))}
      </ul>
      {deleting && <DeleteDialog search={deleting} onClose={() => setDeleting(null)} />}
    </>
  );
}

type ItemProps = { search: SavedSearch; summary: string; onDelete: () => void };

function SavedSearchItem({ search, summary, onDelete }: ItemProps) {
  const update = useUpdateSavedSearch();
  const change = async (frequency: SavedSearchFrequency) => {
    try {
      await update.mutateAsync({ id: search._id, changes: { frequency } });
      notify.success(`“${search.name}” now mails ${frequency === "instant" ? "instantly" : "daily"}.`);
    } catch (error) {
      notify.error((error as Error).message);
    }
  };
  return (
    <li className="saved-searches__item">
      <div className="saved-searches__text">
        <h2 className="saved-searches__name">{search.name}</h2>
        <p className="saved-searches__summary">{summary}</p>
        <p className="saved-searches__meta">
          Saved {formatDate(search.createdAt)}
          {search.lastMailedAt ? ` · last alert ${formatDate(search.lastMailedAt)}` : ""}
        </p>
      </div>
      <div className="saved-searches__frequency">
        <Field label="Alerts">
          {(control) => (
            <select
              {...control}
              className="field__input"
              value={search.frequency}
              disabled={update.isPending}
              onChange={(event) => void change(event.target.value as SavedSearchFrequency)}
            >
              {savedSearchFrequencies.map((frequency) => (
                <option key={frequency} value={frequency}>
                  {frequencyLabels[frequency].label}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <div className="saved-searches__actions">
        <Link to={savedSearchUrl(search.path, search.params)} className={buttonClasses("primary", undefined)}>
          Run
        </Link>
        <Button variant="secondary" onClick={onDelete} aria-label={`Delete “${search.name}”`}>
          Delete
        </Button>
      </div>
    </li>
  );
}

function DeleteDialog({ search, onClose }: { search: SavedSearch; onClose: () => void }) {
  const remove = useDeleteSavedSearch();
  const confirm = async () => {
    try {
      await remove.mutateAsync(search._id);
      notify.success(`“${search.name}” deleted. Its alerts stop.`);
      onClose();
    } catch (error) {
      notify.error((error as Error).message);
    }
  };
  return (
    <Dialog title={`Delete “${search.name}”?`} description="Its alerts stop. This cannot be undone." onClose={onClose}>
      <div className="saved-searches__dialog-actions">
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button variant="danger" isBusy={remove.isPending} onClick={() => void confirm()}>
          Delete
        </Button>
      </div>
    </Dialog>
  );
}
