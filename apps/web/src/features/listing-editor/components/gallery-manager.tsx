import type { GalleryItem } from "@mp/contracts/vendor-listing";
import { useQueryClient } from "@tanstack/react-query";
import { ArrowDown, ArrowUp, Images, Trash2 } from "lucide-react";
import { useEffect, useMemo, useRef, useState } from "react";
import { Button, buttonClasses } from "@mp/ui/components/button.tsx";
import { StatusMessage } from "@mp/ui/components/status-message.tsx";
import { notify } from "../../../lib/toast";
import { deleteGalleryImage, galleryQueryOptions, saveCaption, saveOrder, useGalleryItems } from "../api/gallery";
import { ConfirmDialog } from "./confirm-dialog";
import { GalleryUploads } from "./gallery-uploads";
import { QueryStatus } from "../../../components/ui/query-status";
import "../../../components/ui/picture.css";
import "../../../components/ui/surface-card.css";
import "./gallery-manager.css";

type Direction = "up" | "down";

/** The listing's gallery: add several images, caption them, put them in order, delete. */
export function GalleryManager({ listingId }: { listingId: string }) {
  const gallery = useGalleryItems(listingId);
  const queryClient = useQueryClient();
  const queryKey = galleryQueryOptions(listingId).queryKey;
  const [announcement, setAnnouncement] = useState("");
  const [deleting, setDeleting] = useState<GalleryItem | null>(null);
  const focusAfterMove = useRef<{ id: string; direction: Direction } | null>(null);
  const buttons = useRef(new Map<string, HTMLButtonElement>());

  const setItems = (items: GalleryItem[]) => queryClient.setQueryData(queryKey, items);
  const items = useMemo(() => gallery.data ?? [], [gallery.data]);

  // A moved image keeps the focus on its button (or the other one, at the top or the bottom).
  useEffect(() => {
    const pending = focusAfterMove.current;
    if (!pending) return;
    focusAfterMove.current = null;
    const index = items.findIndex((item) => item._id === pending.id);
    const atEdge = pending.direction === "up" ? index === 0 : index === items.length - 1;
    const other: Direction = pending.direction === "up" ? "down" : "up";
    buttons.current.get(`${pending.id}:${atEdge ? other : pending.direction}`)?.focus();
  }, [items]);

  async function move(index: number, direction: Direction) {
    const target = direction === "up" ? index - 1 : index + 1;
    const current = items;
    const moved = current[index];
    if (!moved || target < 0 || target >= current.length) return;
    const next = [...current];
    next.splice(index, 1);
    next.splice(target, 0, moved);
    focusAfterMove.current = { id: moved._id, direction };
    setItems(next);
    setAnnouncement(`Image moved to position ${target + 1} of ${next.length}.`);
    try {
      setItems(
        await saveOrder(
          listingId,
          next.map((item) => item._id),
        ),
      );
    } catch (error) {
      setItems(current);
      notify.error(error instanceof Error ? error.message : "The new order could not be saved.");
    }
  }

  if (!gallery.isSuccess) {
    return <QueryStatus query={gallery} loading="Loading the gallery…" failed="The gallery could not be loaded" />;
  }

  return (
    <div className="gallery-manager">
      <GalleryUploads
        listingId={listingId}
        onAdded={(item) => queryClient.setQueryData(queryKey, (all = []) => [...all, item])}
      />
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
      {items.length === 0 ? (
        <StatusMessage tone="neutral" icon={<Images aria-hidden="true" />} title="No images yet">
          Add photos of your place, your products and your team. The first image leads the gallery.
        </StatusMessage>
      ) : (
        <ol className="gallery-manager__grid" aria-label="Gallery images">
          {items.map((item, index) => (
            <li key={item._id} className="surface-card gallery-manager__item">
              <img
                src={item.url}
                srcSet={item.srcset}
                sizes="(max-width: 600px) 100vw, 280px"
                alt={item.caption || `Image ${index + 1}`}
                width={item.width}
                height={item.height}
                className="picture-4x3 gallery-manager__thumb"
              />
              <span className="gallery-manager__position">{index + 1}</span>
              <CaptionInput
                listingId={listingId}
                item={item}
                index={index}
                onSaved={(saved) =>
                  queryClient.setQueryData(queryKey, (all = []) =>
                    all.map((one) => (one._id === saved._id ? saved : one)),
                  )
                }
              />
              <div className="gallery-manager__tools" role="group" aria-label={`Image ${index + 1}`}>
                <button
                  type="button"
                  className={buttonClasses("secondary", "gallery-manager__tool")}
                  ref={(element: HTMLButtonElement | null) => {
                    if (element) buttons.current.set(`${item._id}:up`, element);
                    else buttons.current.delete(`${item._id}:up`);
                  }}
                  disabled={index === 0}
                  aria-label={`Move image ${index + 1} up`}
                  onClick={() => void move(index, "up")}
                >
                  <ArrowUp aria-hidden="true" /> Up
                </button>
                <button
                  type="button"
                  className={buttonClasses("secondary", "gallery-manager__tool")}
                  ref={(element: HTMLButtonElement | null) => {
                    if (element) buttons.current.set(`${item._id}:down`, element);
                    else buttons.current.delete(`${item._id}:down`);
                  }}
                  disabled={index === items.length - 1}
                  aria-label={`Move image ${index + 1} down`}
                  onClick={() => void move(index, "down")}
                >
                  <ArrowDown aria-hidden="true" /> Down
                </button>
                <Button variant="ghost" aria-label={`Delete image ${index + 1}`} onClick={() => setDeleting(item)}>
                  <Trash2 aria-hidden="true" /> Delete
                </Button>
              </div>
            </li>
          ))}
        </ol>
      )}
      {deleting && (
        <ConfirmDialog
          title="Delete this image?"
          confirmLabel="Delete image"
          busyLabel="Deleting…"
          onCancel={() => setDeleting(null)}
          onConfirm={async () => {
            await deleteGalleryImage(listingId, deleting._id);
            queryClient.setQueryData(queryKey, (all = []) => all.filter((one) => one._id !== deleting._id));
            setDeleting(null);
            setAnnouncement("Image deleted.");
          }}
        >
          <p>The image{deleting.caption ? ` “${deleting.caption}”` : ""} leaves the gallery for good.</p>
        </ConfirmDialog>
      )}
    </div>
  );
}

type CaptionInputProps = {
  listingId: string;
  item: GalleryItem;
  index: number;
  onSaved: (item: GalleryItem) => void;
};

/** A caption, saved when the field loses focus (and only when it changed). */
function CaptionInput({ listingId, item, index, onSaved }: CaptionInputProps) {
  const [state, setState] = useState<{ saving: boolean; error: string | null; saved: boolean }>({
    saving: false,
    error: null,
    saved: false,
  });
  const id = `caption-${item._id}`;

  async function save(caption: string) {
    if (caption.trim() === item.caption) return;
    setState({ saving: true, error: null, saved: false });
    try {
      onSaved(await saveCaption(listingId, item._id, caption.trim()));
      setState({ saving: false, error: null, saved: true });
    } catch (error) {
      setState({ saving: false, error: error instanceof Error ? error.message : "Not saved.", saved: false });
    }
  }

  return (
    <div className="field gallery-manager__caption">
      <label htmlFor={id} className="field__label">
        Caption<span className="visually-hidden"> of image {index + 1}</span>
      </label>
      <input
        id={id}
        defaultValue={item.caption}
        maxLength={200}
        className="field__input"
        aria-invalid={state.error ? true : undefined}
        aria-describedby={`${id}-status`}
        onBlur={(event) => void save(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key === "Enter") {
            event.preventDefault();
            void save(event.currentTarget.value);
          }
        }}
      />
      <p id={`${id}-status`} className={state.error ? "field__error" : "field__hint"} aria-live="polite">
        {state.error ?? (state.saving ? "Saving…" : state.saved ? "Caption saved." : "")}
      </p>
    </div>
  );
}
