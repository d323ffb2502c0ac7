import type { GalleryItem } from "@mp/contracts/vendor-listing";
import { CircleAlert, ImagePlus, X } from "lucide-react";
import { useId, useRef, useState, type DragEvent } from "react";
import { addGalleryImage } from "../api/gallery";
import { uploadImage } from "../../../lib/upload-image";
import { acceptedImageTypes } from "../../../components/ui/image-upload-input";

type Upload = { key: number; name: string; progress: number; refusal: string | null };

type GalleryUploadsProps = {
  listingId: string;
  /** Each image once it has joined the gallery, in the order the files were chosen. */
  onAdded: (item: GalleryItem) => void;
};

let nextKey = 1;

/**
 * Several images at once, from the file picker or dropped on the zone: each uploads with its
 * own progress bar, then joins the gallery in the order chosen. A refused file says why.
 */
export function GalleryUploads({ listingId, onAdded }: GalleryUploadsProps) {
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [isDragging, setIsDragging] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const hintId = useId();
  // Uploads run side by side; joining the gallery waits its turn, so the order is the order chosen.
  const attachQueue = useRef<Promise<unknown>>(Promise.resolve());

  const update = (key: number, change: Partial<Upload>) =>
    setUploads((all) => all.map((upload) => (upload.key === key ? { ...upload, ...change } : upload)));

  function start(files: File[]) {
    for (const file of files) {
      const key = nextKey++;
      setUploads((all) => [...all, { key, name: file.name, progress: 0, refusal: null }]);
      const uploaded = uploadImage(file, { onProgress: (progress) => update(key, { progress }) });
      // Handled below, in turn; this keeps an early refusal from counting as unhandled meanwhile.
      uploaded.catch(() => {});
      attachQueue.current = attachQueue.current.then(async () => {
        try {
          const image = await uploaded;
          onAdded(await addGalleryImage(listingId, image._id));
          setUploads((all) => all.filter((upload) => upload.key !== key));
        } catch (error) {
          update(key, { refusal: error instanceof Error ? error.message : "The upload failed." });
        }
      });
    }
  }

  function drop(event: DragEvent) {
    event.preventDefault();
    setIsDragging(false);
    const files = [...event.dataTransfer.files];
    if (files.length) start(files);
  }

  return (
    <div className="gallery-uploads">
      <div
        className={["gallery-uploads__zone", isDragging && "is-dragging"].filter(Boolean).join(" ")}
        onDragOver={(event) => {
          event.preventDefault();
          setIsDragging(true);
        }}
        onDragLeave={() => setIsDragging(false)}
        onDrop={drop}
      >
        <ImagePlus aria-hidden="true" className="gallery-uploads__icon" />
        <label htmlFor={inputId} className="gallery-uploads__label">
          Add images
        </label>
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          multiple
          accept={acceptedImageTypes}
          aria-describedby={hintId}
          className="gallery-uploads__input"
          onChange={(event) => {
            const files = [...(event.currentTarget.files ?? [])];
            event.currentTarget.value = "";
            if (files.length) start(files);
          }}
        />
        <p id={hintId} className="gallery-uploads__hint">
          Choose several at once, or drop them here. JPEG, PNG or WebP, up to 10 MB each.
        </p>
      </div>
      {uploads.length > 0 && (
        <ul className="gallery-uploads__list" aria-label="Uploads">
          {uploads.map((upload) => (
            <li key={upload.key} className={upload.refusal ? "is-refused" : undefined}>
              <span className="gallery-uploads__name">{upload.name}</span>
              {upload.refusal ? (
                <>
                  <p role="alert" className="field__error gallery-uploads__refusal">
                    <CircleAlert aria-hidden="true" /> {upload.refusal}
                  </p>
                  <button
                    type="button"
                    className="gallery-uploads__dismiss"
                    aria-label={`Dismiss ${upload.name}`}
                    onClick={() => setUploads((all) => all.filter((other) => other.key !== upload.key))}
                  >
                    <X aria-hidden="true" />
                  </button>
                </>
              ) : (
                <>
                  <progress
                    max={1}
                    value={upload.progress}
                    aria-label={`Uploading ${upload.name}`}
                    aria-valuetext={`${Math.round(upload.progress * 100)}%`}
                  />
                  <span className="gallery-uploads__percent" aria-hidden="true">
                    {Math.round(upload.progress * 100)}%
                  </span>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
