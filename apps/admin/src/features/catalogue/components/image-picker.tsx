import { useId, useState } from "react";
import { Button } from "@mp/ui/components/button.tsx";
import { uploadImage } from "../api/upload-image";

type ImagePickerProps = {
  label: string;
  /** The picture shown now: the uploaded image's address, or null. */
  previewUrl: string | null;
  /** The new image's id and address once stored, or null when removed. */
  onChange: (image: { id: string; url: string } | null) => void;
  hint?: string;
  /** The form's message about the image, under the picker. */
  error?: string | undefined;
};

/**
 * A file input that uploads at once through the checked pipeline and shows what was stored (the
 * server's re-encoded image, not the local file), with a way to take the image off again.
 */
export function ImagePicker({ label, previewUrl, onChange, hint, error }: ImagePickerProps) {
  const id = useId();
  const [status, setStatus] = useState<{ busy: boolean; error: string | null }>({ busy: false, error: null });

  async function upload(file: File | undefined) {
    if (!file) return;
    setStatus({ busy: true, error: null });
    try {
      const image = await uploadImage(file);
      onChange({ id: image._id, url: image.url });
      setStatus({ busy: false, error: null });
    } catch (err) {
      setStatus({ busy: false, error: err instanceof Error ? err.message : "The upload failed." });
    }
  }

  return (
    <>
      <div className="image-picker">
        <div className="image-picker__preview" aria-hidden={previewUrl ? undefined : true}>
          {previewUrl ? (
            <img src={previewUrl} alt={`${label}: preview`} width={64} height={64} />
          ) : (
            <span>No image</span>
          )}
        </div>
        <div className="image-picker__controls">
          <label htmlFor={id} className="field__label">
            {label}
          </label>
          <input
            id={id}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            aria-describedby={`${id}-hint${status.error ? ` ${id}-error` : ""}`}
            aria-invalid={status.error ? true : undefined}
            disabled={status.busy}
            onChange={(event) => void upload(event.currentTarget.files?.[0])}
          />
          <p id={`${id}-hint`} className="field__hint">
            {status.busy ? "Uploading…" : (hint ?? "JPEG, PNG or WebP, up to 10 MB.")}
          </p>
          {status.error && (
            <p id={`${id}-error`} className="field__error" role="alert">
              {status.error}
            </p>
          )}
          {previewUrl && (
            <Button type="button" variant="ghost" onClick={() => onChange(null)}>
              Remove the image
            </Button>
          )}
        </div>
      </div>
      {error && <p className="field__error">{error}</p>}
    </>
  );
}
