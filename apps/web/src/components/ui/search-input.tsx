import type { InputHTMLAttributes } from "react";
import "@mp/ui/components/field.css";

type SearchInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, "type" | "value" | "onChange"> & {
  value: string;
  onValueChange: (value: string) => void;
};

/**
 * A box that searches or filters as the visitor types (the header's search, the category
 * menu's and the category index's filters): a form field's look, 100 characters at most, no autofill.
 */
export function SearchInput({ className, onValueChange, ...props }: SearchInputProps) {
  return (
    <input
      type="search"
      className={className ? `field__input ${className}` : "field__input"}
      maxLength={100}
      autoComplete="off"
      {...props}
      onChange={(event) => onValueChange(event.target.value)}
    />
  );
}
