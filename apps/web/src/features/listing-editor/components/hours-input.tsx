import { useId } from "react";
import type { FieldErrors, UseFormRegister } from "react-hook-form";
import { weekdayNames, type HoursRow, type ListingFormValues } from "../listing-form-values";

type HoursInputProps = {
  rows: HoursRow[];
  register: UseFormRegister<ListingFormValues>;
  errors: FieldErrors<ListingFormValues>["hours"];
};

/** Opening hours, a row per weekday: closed, or open from–to. */
export function HoursInput({ rows, register, errors }: HoursInputProps) {
  const uid = useId();
  return (
    <fieldset className="form-card hours-input">
      <legend>Opening hours</legend>
      <p className="field__hint">Tick the days you open. Leave every day unticked if you'd rather not say.</p>
      <ul className="stack-list hours-input__rows">
        {rows.map((row, index) => {
          const day = weekdayNames[row.day];
          const error = errors?.[index]?.close?.message ?? errors?.[index]?.open?.message;
          const base = `${uid}-${row.day}`;
          return (
            <li key={row.day} className="hours-input__row">
              <label className="hours-input__day">
                <input type="checkbox" {...register(`hours.${index}.isOpen`)} />
                {day}
              </label>
              {row.isOpen ? (
                <div className="hours-input__times">
                  <span className="hours-input__time">
                    <label htmlFor={`${base}-open`}>
                      <span className="visually-hidden">{day} </span>opens
                    </label>
                    <input
                      id={`${base}-open`}
                      type="time"
                      className="field__input"
                      aria-invalid={error ? true : undefined}
                      aria-describedby={error ? `${base}-error` : undefined}
                      {...register(`hours.${index}.open`)}
                    />
                  </span>
                  <span className="hours-input__time">
                    <label htmlFor={`${base}-close`}>
                      <span className="visually-hidden">{day} </span>closes
                    </label>
                    <input
                      id={`${base}-close`}
                      type="time"
                      className="field__input"
                      aria-invalid={error ? true : undefined}
                      aria-describedby={error ? `${base}-error` : undefined}
                      {...register(`hours.${index}.close`)}
                    />
                  </span>
                </div>
              ) : (
                <span className="hours-input__closed">Closed</span>
              )}
              {error && (
                <p id={`${base}-error`} className="field__error hours-input__error">
                  {error}
                </p>
              )}
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
