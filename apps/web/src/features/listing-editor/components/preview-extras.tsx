import type { GalleryImage } from "@mp/contracts/listing";
import { Link } from "react-router";
import { addFieldsUrl, addGalleryUrl } from "../../../lib/paths-vendor";
import "../../../components/ui/picture.css";
import "./preview-extras.css";

type PreviewExtrasProps = { listingId: string; fieldCount: number; gallery: GalleryImage[] };

/**
 * Below the preview (whose detail shows the custom fields): the gallery as thumbnails, and a way
 * to add images or fields while there are none.
 */
export function PreviewExtras({ listingId, fieldCount, gallery }: PreviewExtrasProps) {
  return (
    <section aria-labelledby="preview-gallery" className="preview-extras">
      <h2 id="preview-gallery">Gallery</h2>
      {gallery.length ? (
        <ul className="preview-extras__gallery">
          {gallery.map((item, index) => (
            <li key={`${index}-${item.url}`}>
              <figure>
                <img
                  className="picture-4x3"
                  src={item.url}
                  srcSet={item.srcset}
                  sizes="(max-width: 600px) 50vw, 200px"
                  alt={item.caption}
                  width={item.width}
                  height={item.height}
                  loading="lazy"
                />
                {item.caption && <figcaption>{item.caption}</figcaption>}
              </figure>
            </li>
          ))}
        </ul>
      ) : (
        <p className="preview-extras__empty">
          No gallery images yet. <Link to={addGalleryUrl(listingId)}>Add photos</Link> of your place, products and team.
        </p>
      )}
      {fieldCount === 0 && (
        <p className="preview-extras__empty">
          No custom fields yet. <Link to={addFieldsUrl(listingId)}>Add details</Link> such as parking, delivery or year
          founded.
        </p>
      )}
    </section>
  );
}
