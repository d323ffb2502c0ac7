import { ChevronLeft, ChevronRight } from "lucide-react";
import { useEffect, useState } from "react";
import type { GalleryImage } from "../api/get-gallery";
import "./gallery-viewer.css";

type GalleryViewerProps = { images: GalleryImage[]; onExit: () => void };

/** One image at a time: ← and → step through, Escape leaves (back to the listing). */
export function GalleryViewer({ images, onExit }: GalleryViewerProps) {
  const [index, setIndex] = useState(0);
  const count = images.length;
  const image = images[index];

  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      if (event.key === "ArrowRight") setIndex((i) => (i + 1) % count);
      else if (event.key === "ArrowLeft") setIndex((i) => (i - 1 + count) % count);
      else if (event.key === "Escape") onExit();
    }
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [count, onExit]);

  if (!image) return null;
  return (
    <figure className="gallery-viewer" aria-roledescription="carousel">
      <img className="gallery-viewer__image" src={image.url} alt={image.caption} />
      <figcaption className="gallery-viewer__caption" aria-live="polite">
        {image.caption} — {index + 1} of {count}
      </figcaption>
      {count > 1 && (
        <div className="gallery-viewer__controls">
          <button type="button" onClick={() => setIndex((i) => (i - 1 + count) % count)}>
            <ChevronLeft aria-hidden="true" /> Previous image
          </button>
          <button type="button" onClick={() => setIndex((i) => (i + 1) % count)}>
            Next image <ChevronRight aria-hidden="true" />
          </button>
        </div>
      )}
    </figure>
  );
}
