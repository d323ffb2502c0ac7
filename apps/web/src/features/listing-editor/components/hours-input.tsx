import { useId } from "react";
import type { FieldErrors, UseFormRegister, UseFormRegisterReturn } from "react-hook-form";
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
          const errorId = error ? `${base}-error` : undefined;
          return (
            <li key={row.day} className="hours-input__row">
              <label className="hours-input__day">
                <input type="checkbox" {...register(`hours.${index}.isOpen`)} />
                {day}
              </label>
              {row.isOpen ? (
                <div className="hours-input__times">
                  {(["open", "close"] as const).map((part) => (
                    <TimeField
                      key={part}
                      id={`${base}-${part}`}
                      day={day}
                      word={part === "open" ? "opens" : "closes"}
                      errorId={errorId}
                      registration={register(`hours.${index}.${part}`)}
                    />
                  ))}
                </div>
              ) : (
                <span className="hours-input__closed">Closed</span>
              )}
              {error && (
                <p id={errorId} className="field__error hours-input__error">
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

type TimeFieldProps = {
  id: string;
  day: string;
  word: string;
  errorId: string | undefined;
  registration: UseFormRegisterReturn;
};

/** One time of a day's row: its label reads "Monday opens" but shows only "opens". */
function TimeField({ id, day, word, errorId, registration }: TimeFieldProps) {
  return (
    <span className="hours-input__time">
      <label htmlFor={id}>
        <span className="visually-hidden">{day} </span>
        {word}
      </label>
      <input
        id={id}
        type="time"
        className="field__input"
        aria-invalid={errorId ? true : undefined}
        aria-describedby={errorId}
        {...registration}
      />
    </span>
  );
}
