import type { InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { Field } from "@mp/ui/components/field.tsx";

/** What every registered field takes besides its control's own attributes. */
type RegisteredFieldProps = {
  label: ReactNode;
  /** The validation or server message, shown under the control. */
  error?: string | undefined;
  hint?: ReactNode;
  /** What `form.register(name)` answered for the control. */
  registration: UseFormRegisterReturn;
};

/** The attributes the Field and the registration own, which a caller may not set. */
type OwnedAttributes = "id" | "className" | "children" | "name" | "ref" | "onChange" | "onBlur";

type TextFieldProps = RegisteredFieldProps & {
  labelAside?: ReactNode;
} & Omit<InputHTMLAttributes<HTMLInputElement>, OwnedAttributes>;

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

/** A phone number: a TextField typed as one, labelled "Phone" and autocompleted as a whole number unless said. */
export function PhoneField({
  label = "Phone",
  autoComplete = "tel",
  ...props
}: Omit<TextFieldProps, "label" | "type"> & { label?: ReactNode }) {
  return <TextField label={label} type="tel" autoComplete={autoComplete} {...props} />;
}

type TextAreaFieldProps = RegisteredFieldProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, OwnedAttributes>;

/** A multi-line text registered with react-hook-form, in its Field; `.form-textarea` resizes it in height only. */
export function TextAreaField({ label, error, hint, registration, ...textarea }: TextAreaFieldProps) {
  return (
    <Field label={label} error={error} hint={hint}>
      {(control) => <textarea {...control} {...registration} {...textarea} className="field__input form-textarea" />}
    </Field>
  );
}
