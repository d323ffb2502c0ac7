import type { ImageRef } from "@mp/contracts/vendor-listing";
import { ImagePlus, Trash2 } from "lucide-react";
import { useId, useRef, useState } from "react";
import { Button } from "@mp/ui/components/button.tsx";
import { Field } from "../../../components/ui/field";
import { uploadImage } from "../api/upload-image";

export const acceptedImageTypes = "image/jpeg,image/png,image/webp";

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
  const [progress, setProgress] = useState<number | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const progressId = useId();

  async function upload(file: File) {
    setRefusal(null);
    setProgress(0);
    try {
      onChange(await uploadImage(file, { onProgress: setProgress }));
    } catch (failure) {
      setRefusal(failure instanceof Error ? failure.message : "The upload failed.");
    } finally {
      setProgress(null);
      if (inputRef.current) inputRef.current.value = "";
    }
  }

  return (
    <div className="cover-input">
      {value && (
        <figure className="cover-input__preview">
          <img src={value.url} srcSet={value.srcset} sizes="(max-width: 600px) 100vw, 360px" alt="Cover preview" />
          <Button variant="ghost" onClick={() => onChange(null)}>
            <Trash2 aria-hidden="true" /> Remove cover
          </Button>
        </figure>
      )}
      <Field
        label={value ? "Replace the cover image" : "Cover image"}
        error={refusal ?? error}
        hint={
          isSignedIn
            ? "JPEG, PNG or WebP, up to 10 MB. It heads your page and your card in search results."
            : "Sign in to upload images; what you typed stays here."
        }
      >
        {(control) => (
          <input
            {...control}
            ref={inputRef}
            type="file"
            accept={acceptedImageTypes}
            disabled={!isSignedIn || progress !== null}
            className="field__input cover-input__file"
            onChange={(event) => {
              const file = event.currentTarget.files?.[0];
              if (file) void upload(file);
            }}
          />
        )}
      </Field>
      {!isSignedIn && (
        <Button variant="secondary" onClick={onRequireSignIn}>
          <ImagePlus aria-hidden="true" /> Sign in to add a cover
        </Button>
      )}
      {progress !== null && (
        <div className="upload-progress">
          <label htmlFor={progressId}>Uploading the cover… {Math.round(progress * 100)}%</label>
          <progress id={progressId} max={1} value={progress} />
        </div>
      )}
    </div>
  );
}
