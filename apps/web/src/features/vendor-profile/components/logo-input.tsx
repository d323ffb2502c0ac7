import type { ImageRef } from "@mp/contracts/vendor-listing";
import { Trash2 } from "lucide-react";
import { useId, useRef, useState } from "react";
import { Button } from "@mp/ui/components/button.tsx";
import { Field } from "../../../components/ui/field";

/** Sends a file to `POST /api/vendor/images` and answers the stored image (the page passes the vendor feature's). */
export type UploadImage = (file: File, options: { onProgress?: (fraction: number) => void }) => Promise<ImageRef>;

type LogoInputProps = {
  value: ImageRef | null;
  onChange: (image: ImageRef | null) => void;
  /** The schema's or the server's message about the logo. */
  error?: string | undefined;
  upload: UploadImage;
};

/** The business logo: a file uploaded with its progress, then a square preview. */
export function LogoInput({ value, onChange, error, upload }: LogoInputProps) {
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
    <div className="logo-input">
      {value && (
        <figure className="logo-input__preview">
          <img src={value.url} srcSet={value.srcset} sizes="8rem" alt="Logo preview" />
          <Button variant="ghost" onClick={() => onChange(null)}>
            <Trash2 aria-hidden="true" /> Remove logo
          </Button>
        </figure>
      )}
      <Field
        label={value ? "Replace the logo" : "Logo"}
        error={refusal ?? error}
        hint="JPEG, PNG or WebP, up to 10 MB. A square picture looks best."
      >
        {(control) => (
          <input
            {...control}
            ref={inputRef}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            disabled={progress !== null}
            className="field__input logo-input__file"
            onChange={(event) => {
              const file = event.currentTarget.files?.[0];
              if (file) void send(file);
            }}
          />
        )}
      </Field>
      {progress !== null && (
        <div className="logo-input__progress">
          <label htmlFor={progressId}>Uploading the logo… {Math.round(progress * 100)}%</label>
          <progress id={progressId} max={1} value={progress} />
        </div>
      )}
    </div>
  );
}
