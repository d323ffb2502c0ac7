import { BANNER_IMAGE_SIZE } from "@mp/contracts/banner-ad";
import type { ImageRef } from "@mp/contracts/vendor-listing";
import { ImageUploadInput, type UploadImage } from "../../../components/ui/image-upload-input";
import "./banner-picture.css";

type BannerImageInputProps = {
  value: ImageRef | null;
  onChange: (image: ImageRef) => void;
  upload: UploadImage;
  error?: string | undefined;
};

/** The banner's picture: uploaded as soon as it is chosen, with its progress, then shown as the banner will be. */
export function BannerImageInput({ value, onChange, upload, error }: BannerImageInputProps) {
  return (
    <ImageUploadInput
      upload={upload}
      onUploaded={onChange}
      error={error}
      label={value ? "Replace the image" : "Banner image"}
      hint={`JPEG, PNG or WebP, up to 10 MB. Best at ${BANNER_IMAGE_SIZE.width} × ${BANNER_IMAGE_SIZE.height} pixels (4:1), with the message in the middle.`}
      className="banner-image-input"
      uploadingWhat="the image"
      preview={
        value && (
          <figure className="banner-image-input__preview">
            <img
              className="banner-picture"
              src={value.url}
              srcSet={value.srcset}
              sizes="(max-width: 720px) 100vw, 40rem"
              width={value.width}
              height={value.height}
              alt="Banner preview"
            />
            <figcaption>
              How the banner looks: it fills the width of the page as a 4:1 strip; another shape is cropped to fit.
            </figcaption>
          </figure>
        )
      }
    />
  );
}
