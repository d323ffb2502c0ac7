import { authMessages, signupFormSchema, type SignupRequest } from "@mp/contracts/auth";
import { signupUserTypes } from "@mp/contracts/user";
import { useId, useState, type ComponentType } from "react";
import { useWatch } from "react-hook-form";
import { Button } from "@mp/ui/components/button.tsx";
import { Field, FieldError, FormAlert } from "@mp/ui/components/field.tsx";
import { EmailField, PhoneField, TextField } from "../../../components/ui/text-field";
import { PasswordInput } from "../../../components/ui/password-input";
import { ApiError } from "@mp/ui/lib/api-client.ts";
import { notify } from "../../../lib/toast";
import { showServerErrors, useSchemaForm, type SchemaConversion } from "@mp/ui/lib/use-schema-form.ts";
import { signup } from "../api/signup";
import type { AuthDialogOptions, AuthView, SignupUserType } from "../auth-dialog-context";
import { defaultDialRegion, dialCodes, joinPhone } from "../dial-codes";
import type { SocialConfig } from "../social-config";
import { SocialSignIn } from "./social-sign-in";
import { TermsOverlay } from "./terms-overlay";
import { SwitchPrompt } from "./switch-prompt";

/** What the form holds: the phone as a region picker plus free text, joined only for the schema. */
type SignupFormValues = {
  name: string;
  email: string;
  password: string;
  dialRegion: string;
  phone: string;
  userType: SignupUserType | "";
  acceptTerms: boolean;
};

const fieldNames = ["name", "email", "password", "phone", "userType", "acceptTerms"] as const;

const isField = (path: string): path is (typeof fieldNames)[number] => (fieldNames as readonly string[]).includes(path);

/** The shared `signupFormSchema` checks the joined "+{dial} {number}" phone; the picker's own field stays out. */
const conversion: SchemaConversion<SignupFormValues> = {
  toInput: ({ dialRegion, phone, ...rest }) => ({ ...rest, phone: joinPhone(dialRegion, phone) }),
  fieldOf: (path) => (isField(path) ? path : null),
};

type SignupFormProps = {
  options: AuthDialogOptions;
  social: SocialConfig;
  Terms: ComponentType;
  onSignedUp: (email: string) => void;
  onSignedIn: () => void;
  onSwitch: (view: AuthView, options?: AuthDialogOptions) => void;
};

export function SignupForm({ options, social, Terms, onSignedUp, onSignedIn, onSwitch }: SignupFormProps) {
  const [generalError, setGeneralError] = useState<string | null>(null);
  const [isTermsOpen, setIsTermsOpen] = useState(false);
  const ids = { termsLabel: useId(), termsLink: useId(), termsError: useId() };
  const form = useSchemaForm(signupFormSchema, {
    conversion,
    defaultValues: {
      name: "",
      email: options.email ?? "",
      password: "",
      dialRegion: defaultDialRegion,
      phone: "",
      userType: options.userType ?? "",
      acceptTerms: false,
    },
  });
  const { errors, isSubmitting } = form.formState;
  const userType = useWatch({ control: form.control, name: "userType" });

  async function submit(payload: SignupRequest) {
    setGeneralError(null);
    try {
      // The terms acceptance goes along: the server records when the terms were accepted.
      const answer = await signup(payload);
      notify.success(answer.message);
      onSignedUp(payload.email);
    } catch (error) {
      if (!(error instanceof ApiError) || error.status === 0 || error.status >= 500) {
        setGeneralError(authMessages.signupFailed);
        return;
      }
      const { placed } = showServerErrors(form, error.errors, conversion.fieldOf);
      if (placed === 0) setGeneralError(error.message || authMessages.signupFailed);
    }
  }

  return (
    <div className="auth-form">
      <SocialSignIn config={social} userType={userType} onSignedIn={onSignedIn} />
      <form noValidate onSubmit={form.handleSubmit(submit)} className="auth-form__fields">
        {generalError && <FormAlert>{generalError}</FormAlert>}
        <TextField
          label="Name"
          error={errors.name?.message}
          registration={form.register("name")}
          autoComplete="name"
          autoFocus
        />
        <EmailField error={errors.email?.message} registration={form.register("email")} />
        <Field label="Password" error={errors.password?.message}>
          {(control) => <PasswordInput {...control} {...form.register("password")} autoComplete="new-password" />}
        </Field>
        <div className="auth-form__phone">
          <Field label="Country code" className="auth-form__dial">
            {(control) => (
              <select
                {...control}
                {...form.register("dialRegion")}
                // Also as the element's own default: the page shows it before any script state.
                defaultValue={defaultDialRegion}
                autoComplete="tel-country-code"
                className="field__input"
              >
                {dialCodes().map((code) => (
                  <option key={code.region} value={code.region}>
                    {code.name} (+{code.dial})
                  </option>
                ))}
              </select>
            )}
          </Field>
          <PhoneField
            label="Phone number"
            error={errors.phone?.message}
            registration={form.register("phone")}
            inputMode="tel"
            autoComplete="tel-national"
          />
        </div>
        <Field label="User type" error={errors.userType?.message}>
          {(control) => (
            <select
              {...control}
              {...form.register("userType")}
              defaultValue={options.userType ?? ""}
              className="field__input"
            >
              <option value="">Select user type</option>
              {signupUserTypes.map((type) => (
                <option key={type} value={type}>
                  {type}
                </option>
              ))}
            </select>
          )}
        </Field>
        <div className="auth-form__terms">
          <input
            type="checkbox"
            id={ids.termsLabel + "-box"}
            {...form.register("acceptTerms")}
            aria-labelledby={`${ids.termsLabel} ${ids.termsLink}`}
            aria-invalid={errors.acceptTerms ? true : undefined}
            aria-describedby={errors.acceptTerms ? ids.termsError : undefined}
          />
          <span>
            <label id={ids.termsLabel} htmlFor={ids.termsLabel + "-box"}>
              I accept the
            </label>{" "}
            <button
              type="button"
              id={ids.termsLink}
              className="auth-form__link"
              aria-haspopup="dialog"
              onClick={() => setIsTermsOpen(true)}
            >
              Terms &amp; Conditions
            </button>
          </span>
        </div>
        {errors.acceptTerms?.message && <FieldError id={ids.termsError}>{errors.acceptTerms.message}</FieldError>}
        <Button type="submit" className="auth-form__submit" isBusy={isSubmitting}>
          {isSubmitting ? "Creating your account…" : "Sign up"}
        </Button>
      </form>
      <SwitchPrompt question="Already have an account?" action="Sign in" onSwitch={() => onSwitch("login")} />
      {isTermsOpen && (
        <TermsOverlay
          Terms={Terms}
          onClose={() => setIsTermsOpen(false)}
          onAccept={() => {
            form.setValue("acceptTerms", true, { shouldValidate: form.formState.isSubmitted });
            setIsTermsOpen(false);
          }}
        />
      )}
    </div>
  );
}
