import { FREELANCER_LIMITS } from "@mp/contracts/freelancer";
import { ArrowDown, ArrowUp, Trash2 } from "lucide-react";
import { Button } from "@mp/ui/components/button.tsx";
import { ImageUploadInput, type UploadImage } from "../../../components/ui/image-upload-input";
import type { PortfolioItem } from "../profile-form-values";
import "./portfolio-input.css";

type PortfolioInputProps = {
  value: PortfolioItem[];
  onChange: (items: PortfolioItem[]) => void;
  error?: string | undefined;
  upload: UploadImage;
};

/** The portfolio: pictures uploaded one at a time (up to 12), each with a caption, in the order shown. */
export function PortfolioInput({ value, onChange, error, upload }: PortfolioInputProps) {
  const isFull = value.length >= FREELANCER_LIMITS.portfolio;
  const update = (index: number, change: Partial<PortfolioItem>) =>
    onChange(value.map((item, i) => (i === index ? { ...item, ...change } : item)));
  const move = (index: number, by: -1 | 1) => {
    const next = [...value];
    const [item] = next.splice(index, 1);
    next.splice(index + by, 0, item!);
    onChange(next);
  };

  return (
    <div className="portfolio-input">
      {value.length > 0 && (
        <ol className="portfolio-input__list">
          {value.map((item, index) => (
            <li key={item.image._id} className="portfolio-input__item">
              <img src={item.image.url} srcSet={item.image.srcset} sizes="10rem" alt={`Portfolio image ${index + 1}`} />
              <div className="portfolio-input__controls">
                <label className="field__label" htmlFor={`portfolio-caption-${item.image._id}`}>
                  Caption of image {index + 1}
                </label>
                <input
                  id={`portfolio-caption-${item.image._id}`}
                  className="field__input"
                  value={item.caption}
                  maxLength={FREELANCER_LIMITS.caption}
                  onChange={(event) => update(index, { caption: event.target.value })}
                />
                <div className="portfolio-input__buttons">
                  <Button variant="ghost" disabled={index === 0} onClick={() => move(index, -1)}>
                    <ArrowUp aria-hidden="true" /> Move up
                  </Button>
                  <Button variant="ghost" disabled={index === value.length - 1} onClick={() => move(index, 1)}>
                    <ArrowDown aria-hidden="true" /> Move down
                  </Button>
                  <Button variant="ghost" onClick={() => onChange(value.filter((_, i) => i !== index))}>
                    <Trash2 aria-hidden="true" /> Remove
                  </Button>
                </div>
              </div>
            </li>
          ))}
        </ol>
      )}
      <ImageUploadInput
        upload={upload}
        onUploaded={(image) => onChange([...value, { image, caption: "" }])}
        error={error}
        label="Add a portfolio image"
        hint={
          isFull
            ? `Your portfolio is full (${FREELANCER_LIMITS.portfolio} images). Remove one to add another.`
            : `JPEG, PNG or WebP, up to 10 MB; ${value.length} of ${FREELANCER_LIMITS.portfolio} used.`
        }
        className="portfolio-input__upload"
        uploadingWhat="the image"
        disabled={isFull}
      />
    </div>
  );
}
