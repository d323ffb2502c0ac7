import { useAuthDialog } from "../features/auth/auth-dialog-context";
import { AskQuestionButton, type AskQuestionButtonProps } from "../features/messages/components/ask-question-button";

/** "Ask a question" on a listing's page: a visitor's click opens the sign-in dialog. */
export function AppAskQuestionButton(props: Omit<AskQuestionButtonProps, "onSignInNeeded">) {
  const { openAuthDialog } = useAuthDialog();
  return <AskQuestionButton {...props} onSignInNeeded={() => openAuthDialog("login")} />;
}
