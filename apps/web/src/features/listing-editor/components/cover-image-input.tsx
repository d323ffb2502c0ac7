import type { ImageRef } from "@mp/contracts/vendor-listing";
import { ImagePlus } from "lucide-react";
import { Button } from "@mp/ui/components/button.tsx";
import { ImageInput } from "../../../components/ui/image-upload-input";
import { uploadImage } from "../../../lib/upload-image";

type CoverImageInputProps = {
  value: ImageRef | null;
  onChange: (image: ImageRef | null) => void;
  /** The schema's or the server's message about the cover. */
  error?: string | undefined;
  isSignedIn: boolean;
  onRequireSignIn: () => void;
};

/** The listing's cover: a file sent to `POST /api/vendor/images` with its progress, then a preview. */
export function CoverImageInput({ value, onChange, error, isSignedIn, onRequireSignIn }: CoverImageInputProps) {
  return (
    <ImageInput
      value={value}
      onChange={onChange}
      upload={uploadImage}
      error={error}
      labels={["Cover image", "Replace the cover image"]}
      hint={
        isSignedIn
          ? "JPEG, PNG or WebP, up to 10 MB. It heads your page and your card in search results."
          : "Sign in to upload images; what you typed stays here."
      }
      className="cover-input"
      uploadingWhat="the cover"
      disabled={!isSignedIn}
      preview={{
        className: "cover-input__preview",
        alt: "Cover preview",
        sizes: "(max-width: 600px) 100vw, 360px",
        removeLabel: "Remove cover",
      }}
    >
      {!isSignedIn && (
        <Button variant="secondary" onClick={onRequireSignIn}>
          <ImagePlus aria-hidden="true" /> Sign in to add a cover
        </Button>
      )}
    </ImageInput>
  );
}
