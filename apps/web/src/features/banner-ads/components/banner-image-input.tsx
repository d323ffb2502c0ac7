import { BANNER_IMAGE_SIZE } from "@mp/contracts/banner-ad";
import type { ImageRef } from "@mp/contracts/vendor-listing";
import { useId, useRef, useState } from "react";
import { Field } from "../../../components/ui/field";

/** Sends a file to `POST /api/vendor/images` and answers the stored image (the page passes the vendor's uploader). */
export type UploadImage = (file: File, options: { onProgress?: (fraction: number) => void }) => Promise<ImageRef>;

type BannerImageInputProps = {
  value: ImageRef | null;
  onChange: (image: ImageRef) => void;
  upload: UploadImage;
  error?: string | undefined;
};

/** The banner's picture: uploaded as soon as it is chosen, with its progress, then shown as the banner will be. */
export function BannerImageInput({ value, onChange, upload, error }: BannerImageInputProps) {
  const [progress, setProgress] = useState<number | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const progressId = useId();

  async function send(file: File) {
    setRefusal(null);
    setProgress(0);
    try {
      onChange(await upload(file, { onProgress: setProgress }));
    } catch (failure) {
      setRefusal(failure instanceof Error ? failure.message : "The upload failed.");
    } finally {
      setProgress(null);
      if (inputRef.current) inputRef.current.value = "";
    }
  }

  return (
    <div className="banner-image-input">
      {value && (
        <figure className="banner-image-input__preview">
          <img
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
      )}
      <Field
        label={value ? "Replace the image" : "Banner image"}
        error={refusal ?? error}
        hint={`JPEG, PNG or WebP, up to 10 MB. Best at ${BANNER_IMAGE_SIZE.width} × ${BANNER_IMAGE_SIZE.height} pixels (4:1), with the message in the middle.`}
      >
        {(control) => (
          <input
            {...control}
            ref={inputRef}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            disabled={progress !== null}
            className="field__input banner-image-input__file"
            onChange={(event) => {
              const file = event.currentTarget.files?.[0];
              if (file) void send(file);
            }}
          />
        )}
      </Field>
      {progress !== null && (
        <div className="banner-image-input__progress">
          <label htmlFor={progressId}>Uploading the image… {Math.round(progress * 100)}%</label>
          <progress id={progressId} max={1} value={progress} />
        </div>
      )}
    </div>
  );
}
