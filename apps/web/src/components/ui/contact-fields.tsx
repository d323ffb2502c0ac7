import type { FieldErrors, Path, UseFormRegister } from "react-hook-form";
import { EmailField, PhoneField, TextField } from "./text-field";

type ContactValues = { phone: string; email: string; website: string };

type ContactFieldsProps<T extends ContactValues> = {
  register: UseFormRegister<T>;
  errors: FieldErrors<ContactValues>;
  /** The contract's lengths of the phone and the email. */
  limits: { phone: number; email: number };
};

/** A listing's or a profile's phone and email side by side, then its website. */
export function ContactFields<T extends ContactValues>({ register, errors, limits }: ContactFieldsProps<T>) {
  // The three are keys of every T here; TypeScript cannot see a generic T's paths.
  const bind = (name: keyof ContactValues) => register(name as Path<T>);
  return (
    <>
      <div className="form-pair">
        <PhoneField error={errors.phone?.message} registration={bind("phone")} maxLength={limits.phone} />
        <EmailField error={errors.email?.message} registration={bind("email")} maxLength={limits.email} />
      </div>
      <TextField
        label="Website"
        error={errors.website?.message}
        hint="Starting with http:// or https://."
        registration={bind("website")}
        type="url"
        maxLength={500}
        autoComplete="url"
        placeholder="https://"
      />
    </>
  );
}
