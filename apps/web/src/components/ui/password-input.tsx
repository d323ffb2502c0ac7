import { Eye, EyeOff } from "lucide-react";
import { useState, type InputHTMLAttributes, type Ref } from "react";
import "./password-input.css";

type PasswordInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, "type"> & { ref?: Ref<HTMLInputElement> };

/** A password box with a button that shows what was typed. */
export function PasswordInput({ className, ...props }: PasswordInputProps) {
  const [isVisible, setIsVisible] = useState(false);
  return (
    <div className="password-input">
      <input {...props} type={isVisible ? "text" : "password"} className={["field__input", className].join(" ")} />
      <button
        type="button"
        className="password-input__toggle"
        aria-label="Show password"
        aria-pressed={isVisible}
        onClick={() => setIsVisible((visible) => !visible)}
      >
        {isVisible ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
      </button>
    </div>
  );
}
