import type { ImageRef } from "@mp/contracts/vendor-listing";
import { ImageInput, type UploadImage } from "./image-upload-input";
import "./logo-input.css";

type LogoInputProps = {
  value: ImageRef | null;
  onChange: (image: ImageRef | null) => void;
  /** The schema's or the server's message about the logo. */
  error?: string | undefined;
  upload: UploadImage;
  /** The label while there is no logo; "Logo" unless said. */
  label?: string;
};

/** A business's or a company's logo: a file uploaded with its progress, then a square preview. */
export function LogoInput({ label = "Logo", ...input }: LogoInputProps) {
  return (
    <ImageInput
      {...input}
      labels={[label, "Replace the logo"]}
      hint="JPEG, PNG or WebP, up to 10 MB. A square picture looks best."
      className="logo-input"
      uploadingWhat="the logo"
      preview={{ className: "logo-input__preview", alt: "Logo preview", sizes: "8rem", removeLabel: "Remove logo" }}
    />
  );
}
