import { useId } from "react";
import type { SignupUserType } from "../auth-dialog-context";

type UserTypeSwitchProps = {
  legend: string;
  value: SignupUserType;
  onChange: (value: SignupUserType) => void;
};

const labels: Record<SignupUserType, string> = { User: "User", Employer: "Employer" };

/** The login's account-type choice: social sign-in is offered to users only (spec section 2). */
export function UserTypeSwitch({ legend, value, onChange }: UserTypeSwitchProps) {
  const name = useId();
  return (
    <fieldset className="segmented">
      <legend className="segmented__legend">{legend}</legend>
      <div className="segmented__options">
        {(Object.keys(labels) as SignupUserType[]).map((type) => (
          <label key={type} className="segmented__option">
            <input type="radio" name={name} value={type} checked={value === type} onChange={() => onChange(type)} />
            <span>{labels[type]}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
