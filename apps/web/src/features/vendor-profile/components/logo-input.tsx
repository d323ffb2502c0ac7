import type { ImageRef } from "@mp/contracts/vendor-listing";
import { ImageUploadInput, RemovablePreview, type UploadImage } from "../../../components/ui/image-upload-input";

type LogoInputProps = {
  value: ImageRef | null;
  onChange: (image: ImageRef | null) => void;
  /** The schema's or the server's message about the logo. */
  error?: string | undefined;
  upload: UploadImage;
};

/** The business logo: a file uploaded with its progress, then a square preview. */
export function LogoInput({ value, onChange, error, upload }: LogoInputProps) {
  return (
    <ImageUploadInput
      upload={upload}
      onUploaded={onChange}
      error={error}
      label={value ? "Replace the logo" : "Logo"}
      hint="JPEG, PNG or WebP, up to 10 MB. A square picture looks best."
      className="logo-input"
      uploadingWhat="the logo"
      preview={
        value && (
          <RemovablePreview
            image={value}
            className="logo-input__preview"
            alt="Logo preview"
            sizes="8rem"
            removeLabel="Remove logo"
            onRemove={() => onChange(null)}
          />
        )
      }
    />
  );
}
