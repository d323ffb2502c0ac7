import { ArrowDown, ArrowUp, ChevronDown, ChevronRight, Pencil, Plus, Trash2 } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "@mp/ui/components/button.tsx";
import { notify } from "../../../lib/toast";
import { useMove, type AdminCategory } from "../api/catalogue";
import type { CatalogueDialog } from "./catalogue-dialog";
import { holdingsOf } from "./holdings";

type MoveButtonsProps = {
  kind: "categories" | "subcategories";
  id: string;
  name: string;
  isFirst: boolean;
  isLast: boolean;
};

/** Up and down, each one place: keyboard-usable buttons rather than dragging. */
function MoveButtons({ kind, id, name, isFirst, isLast }: MoveButtonsProps) {
  const move = useMove();
  const go = (direction: "up" | "down") =>
    move.mutate(
      { kind, id, direction },
      { onError: (err) => notify.error(err instanceof Error ? err.message : "The order could not be changed.") },
    );
  return (
    <span className="catalogue-move">
      <Button
        variant="ghost"
        aria-label={`Move ${name} up`}
        disabled={isFirst || move.isPending}
        onClick={() => go("up")}
      >
        <ArrowUp aria-hidden="true" />
      </Button>
      <Button
        variant="ghost"
        aria-label={`Move ${name} down`}
        disabled={isLast || move.isPending}
        onClick={() => go("down")}
      >
        <ArrowDown aria-hidden="true" />
      </Button>
    </span>
  );
}

type CategoryRowProps = {
  category: AdminCategory;
  isFirst: boolean;
  isLast: boolean;
  onOpen: (dialog: CatalogueDialog) => void;
};

/** One category: its icon, name and holdings, its order buttons and actions, and its subcategories on demand. */
export function CategoryRow({ category, isFirst, isLast, onOpen }: CategoryRowProps) {
  const [isOpen, setIsOpen] = useState(false);
  const listId = useId();
  const subs = category.subcategories;
  return (
    <li className="catalogue-row admin-card">
      <div className="catalogue-row__main">
        <img className="catalogue-row__icon" src={category.icon} alt="" width={40} height={40} />
        <div className="catalogue-row__text">
          <span className="catalogue-row__name">{category.name}</span>
          <span className="catalogue-row__meta">
            /{category.slug} · {holdingsOf(category.counts)}
          </span>
        </div>
        <div className="catalogue-row__actions">
          <MoveButtons kind="categories" id={category._id} name={category.name} isFirst={isFirst} isLast={isLast} />
          <Button variant="ghost" aria-expanded={isOpen} aria-controls={listId} onClick={() => setIsOpen(!isOpen)}>
            {isOpen ? <ChevronDown aria-hidden="true" /> : <ChevronRight aria-hidden="true" />}
            {subs.length === 1 ? "1 subcategory" : `${subs.length} subcategories`}
          </Button>
          <Button
            variant="secondary"
            aria-label={`Edit ${category.name}`}
            onClick={() => onOpen({ kind: "category", category })}
          >
            <Pencil aria-hidden="true" /> Edit
          </Button>
          <Button
            variant="ghost"
            aria-label={`Delete ${category.name}`}
            onClick={() => onOpen({ kind: "delete-category", category })}
          >
            <Trash2 aria-hidden="true" />
          </Button>
        </div>
      </div>
      {isOpen && (
        <div id={listId} className="catalogue-subs">
          {subs.length === 0 ? (
            <p className="catalogue-subs__empty">No subcategories yet.</p>
          ) : (
            <ol className="catalogue-subs__list">
              {subs.map((sub, index) => (
                <li key={sub._id} className="catalogue-sub">
                  <img className="catalogue-sub__image" src={sub.image} alt="" width={48} height={36} />
                  <div className="catalogue-row__text">
                    <span className="catalogue-row__name">{sub.name}</span>
                    <span className="catalogue-row__meta">{holdingsOf(sub.counts)}</span>
                  </div>
                  <div className="catalogue-row__actions">
                    <MoveButtons
                      kind="subcategories"
                      id={sub._id}
                      name={sub.name}
                      isFirst={index === 0}
                      isLast={index === subs.length - 1}
                    />
                    <Button
                      variant="secondary"
                      aria-label={`Edit ${sub.name}`}
                      onClick={() => onOpen({ kind: "subcategory", category, subcategory: sub })}
                    >
                      <Pencil aria-hidden="true" /> Edit
                    </Button>
                    <Button
                      variant="ghost"
                      aria-label={`Delete ${sub.name}`}
                      onClick={() => onOpen({ kind: "delete-subcategory", category, subcategory: sub })}
                    >
                      <Trash2 aria-hidden="true" />
                    </Button>
                  </div>
                </li>
              ))}
            </ol>
          )}
          <Button variant="secondary" onClick={() => onOpen({ kind: "subcategory", category, subcategory: null })}>
            <Plus aria-hidden="true" /> Add a subcategory to {category.name}
          </Button>
        </div>
      )}
    </li>
  );
}
