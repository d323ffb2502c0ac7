import { CircleAlert, ImageOff } from "lucide-react";
import { useCallback } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { StatusMessage } from "@mp/ui/components/status-message.tsx";
import { useGallery } from "../../features/listings/api/get-gallery";
import { GalleryViewer } from "../../features/listings/components/gallery-viewer";
import { productDetailUrl } from "../../lib/paths-browse";
import { usePageMeta } from "../use-page-meta";
import "./browse-page.css";

export function GalleryRoute() {
  const { id = "" } = useParams();
  const navigate = useNavigate();
  const gallery = useGallery(id);
  usePageMeta("Gallery", "Photos of a local business or product.");
  const backToListing = useCallback(() => navigate(productDetailUrl(id)), [navigate, id]);

  return (
    <div className="browse-page container">
      <h1 className="browse-page__title">Gallery</h1>
      <p className="browse-page__lead">
        <Link to={productDetailUrl(id)}>Back to the listing</Link> · Use ← and → to step through, Escape to go back.
      </p>
      {gallery.isPending ? (
        <p role="status">Loading the images…</p>
      ) : gallery.isError ? (
        <StatusMessage tone="error" icon={<CircleAlert aria-hidden="true" />} title="We couldn't load the gallery.">
          {gallery.error.message}
        </StatusMessage>
      ) : gallery.data.length === 0 ? (
        <StatusMessage tone="neutral" icon={<ImageOff aria-hidden="true" />} title="No images yet" />
      ) : (
        <GalleryViewer images={gallery.data} onExit={backToListing} />
      )}
    </div>
  );
}
