type SwitchPromptProps = { question: string; action: string; onSwitch: () => void };

/** The line under a sign-in form that moves to another of the dialog's forms ("New here? Create an account"). */
export function SwitchPrompt({ question, action, onSwitch }: SwitchPromptProps) {
  return (
    <p className="auth-form__switch">
      {question}{" "}
      <button type="button" className="auth-form__link" onClick={onSwitch}>
        {action}
      </button>
    </p>
  );
}
