import type { ImageRef } from "@mp/contracts/vendor-listing";
import { Trash2 } from "lucide-react";
import { Button } from "@mp/ui/components/button.tsx";
import { ImageUploadInput, type UploadImage } from "../../../components/ui/image-upload-input";

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
          <figure className="logo-input__preview">
            <img src={value.url} srcSet={value.srcset} sizes="8rem" alt="Logo preview" />
            <Button variant="ghost" onClick={() => onChange(null)}>
              <Trash2 aria-hidden="true" /> Remove logo
            </Button>
          </figure>
        )
      }
    />
  );
}
