import type { UseFormRegisterReturn } from "react-hook-form";
import "./form-card.css";

export type Choice<V extends string> = { value: V; label: string; hint: string };

type ChoiceCardsProps<V extends string> = {
  /** The group's name for assistive technology ("Budget type"). */
  label: string;
  /** The form's own class, beside `.choice-cards` (e.g. to set the cards side by side). */
  className?: string;
  choices: readonly Choice<V>[];
  /** The value chosen now: its card is drawn checked. */
  checked: V | undefined;
  /** The radio buttons' registration with the form (`form.register(name)`). */
  registration: UseFormRegisterReturn;
};

/** A form's one-of choice as a radio group of cards, each with its name and a line on what it means. */
export function ChoiceCards<V extends string>({
  label,
  className,
  choices,
  checked,
  registration,
}: ChoiceCardsProps<V>) {
  return (
    <div className={["choice-cards", className].filter(Boolean).join(" ")} role="radiogroup" aria-label={label}>
      {choices.map((choice) => (
        <label key={choice.value} className={checked === choice.value ? "is-checked" : undefined}>
          <input type="radio" value={choice.value} {...registration} />
          <span>
            <strong>{choice.label}</strong>
            <small>{choice.hint}</small>
          </span>
        </label>
      ))}
    </div>
  );
}
