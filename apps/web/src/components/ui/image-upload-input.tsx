import type { ImageRef } from "@mp/contracts/vendor-listing";
import { Trash2 } from "lucide-react";
import { useId, useRef, useState, type ReactNode } from "react";
import { Button } from "@mp/ui/components/button.tsx";
import { Field } from "@mp/ui/components/field.tsx";
import "./image-upload-input.css";

export const acceptedImageTypes = "image/jpeg,image/png,image/webp";

/** Sends a file to `POST /api/vendor/images` and answers the stored image (the page passes the vendor's uploader). */
export type UploadImage = (file: File, options: { onProgress?: (fraction: number) => void }) => Promise<ImageRef>;

type ImageUploadInputProps = {
  upload: UploadImage;
  onUploaded: (image: ImageRef) => void;
  /** The schema's or the server's message about the image. */
  error?: string | undefined;
  label: string;
  hint: string;
  /** The block's own class, beside the shared `image-upload`. */
  className: string;
  /** What is being sent, for "Uploading {what}… 40%". */
  uploadingWhat: string;
  /** The current image, drawn by the caller; shown above the file input. */
  preview?: ReactNode;
  disabled?: boolean;
  /** Shown under the file input. */
  children?: ReactNode;
};

/** A picture uploaded as soon as it is chosen, with its progress; a refused upload shows the server's message. */
export function ImageUploadInput({
  upload,
  onUploaded,
  error,
  label,
  hint,
  className,
  uploadingWhat,
  preview,
  disabled = false,
  children,
}: ImageUploadInputProps) {
  const [progress, setProgress] = useState<number | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const progressId = useId();

  async function send(file: File) {
    setRefusal(null);
    setProgress(0);
    try {
      onUploaded(await upload(file, { onProgress: setProgress }));
    } catch (failure) {
      setRefusal(failure instanceof Error ? failure.message : "The upload failed.");
    } finally {
      setProgress(null);
      if (inputRef.current) inputRef.current.value = "";
    }
  }

  return (
    <div className={`image-upload ${className}`}>
      {preview}
      <Field label={label} error={refusal ?? error} hint={hint}>
        {(control) => (
          <input
            {...control}
            ref={inputRef}
            type="file"
            accept={acceptedImageTypes}
            disabled={disabled || progress !== null}
            className="field__input image-upload__file"
            onChange={(event) => {
              const file = event.currentTarget.files?.[0];
              if (file) void send(file);
            }}
          />
        )}
      </Field>
      {children}
      {progress !== null && (
        <div className="upload-progress">
          <label htmlFor={progressId}>
            Uploading {uploadingWhat}… {Math.round(progress * 100)}%
          </label>
          <progress id={progressId} max={1} value={progress} />
        </div>
      )}
    </div>
  );
}

type RemovablePreviewProps = {
  image: ImageRef;
  /** The figure's class; the image is styled through it. */
  className: string;
  alt: string;
  sizes: string;
  /** The button's words, e.g. "Remove cover". */
  removeLabel: string;
  onRemove: () => void;
};

/** An uploaded picture with a button that takes it away. */
export function RemovablePreview({ image, className, alt, sizes, removeLabel, onRemove }: RemovablePreviewProps) {
  return (
    <figure className={className}>
      <img src={image.url} srcSet={image.srcset} sizes={sizes} alt={alt} />
      <Button variant="ghost" onClick={onRemove}>
        <Trash2 aria-hidden="true" /> {removeLabel}
      </Button>
    </figure>
  );
}

type ImageInputProps = Omit<ImageUploadInputProps, "onUploaded" | "preview" | "label"> & {
  value: ImageRef | null;
  onChange: (image: ImageRef | null) => void;
  /** The label without an image, then with one ("Logo", "Replace the logo"). */
  labels: readonly [empty: string, replace: string];
  /** How the chosen image shows: the figure's class, its alt text and sizes, the remove button's words. */
  preview: Omit<RemovablePreviewProps, "image" | "onRemove">;
};

/** One image of a form (a logo, a cover): uploaded when chosen, then previewed with a button that removes it. */
export function ImageInput({ value, onChange, labels: [empty, replace], preview, ...input }: ImageInputProps) {
  return (
    <ImageUploadInput
      {...input}
      onUploaded={onChange}
      label={value ? replace : empty}
      preview={value && <RemovablePreview image={value} {...preview} onRemove={() => onChange(null)} />}
    />
  );
}
