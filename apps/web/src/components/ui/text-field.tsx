import type { InputHTMLAttributes, ReactNode } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { Field } from "@mp/ui/components/field.tsx";

type TextFieldProps = {
  label: ReactNode;
  /** The validation or server message, shown under the input. */
  error?: string | undefined;
  hint?: ReactNode;
  labelAside?: ReactNode;
  /** What `form.register(name)` answered for the input. */
  registration: UseFormRegisterReturn;
} & Omit<
  InputHTMLAttributes<HTMLInputElement>,
  "id" | "className" | "children" | "name" | "ref" | "onChange" | "onBlur"
>;

/** A one-line input registered with react-hook-form, in its Field: label, hint and error bound to it. */
export function TextField({ label, error, hint, labelAside, registration, ...input }: TextFieldProps) {
  return (
    <Field label={label} error={error} hint={hint} labelAside={labelAside}>
      {(control) => <input {...control} {...registration} {...input} className="field__input" />}
    </Field>
  );
}

/** An email address: a TextField labelled "Email", typed and autocompleted as one. */
export function EmailField(props: Omit<TextFieldProps, "label" | "type" | "autoComplete">) {
  return <TextField label="Email" type="email" autoComplete="email" {...props} />;
}
