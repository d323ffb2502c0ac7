import { askQuestionSchema, MAX_QUESTION_LENGTH } from "@mp/contracts/message";
import { Button, buttonClasses } from "@mp/ui/components/button.tsx";
import { ActionForm, FormDialog } from "../../../components/ui/form-dialog";
import { formatNumber } from "@mp/ui/lib/format.ts";
import { TextAreaField } from "../../../components/ui/text-field";
import { ApiError } from "@mp/ui/lib/api-client.ts";
import { useState } from "react";
import { Link } from "react-router";
import { messagePaths } from "../../../lib/paths-messages";
import { useSchemaForm } from "@mp/ui/lib/use-schema-form.ts";
import { useAskQuestion } from "../api/ask-question";
import "./ask-question.css";

type AskQuestionDialogProps = { listingId: string; listingName: string; vendorName: string; onClose: () => void };

/** The refusal's message about the question itself, else the refusal's own. */
function questionError(error: unknown): string {
  const message = error instanceof ApiError ? (error.errors?.body?.[0] ?? error.message) : null;
  return message ?? "The question could not be sent. Try again.";
}

/** The question form; once sent, a link to the conversation where the vendor's answer will come. */
export function AskQuestionDialog({ listingId, listingName, vendorName, onClose }: AskQuestionDialogProps) {
  const ask = useAskQuestion(listingId);
  const [conversationId, setConversationId] = useState<string | null>(null);
  const form = useSchemaForm(askQuestionSchema, { defaultValues: { body: "" } });
  const { errors } = form.formState;
  return (
    <FormDialog
      title={`Ask about ${listingName}`}
      description={`Your question goes to ${vendorName}. Their answer comes to your messages.`}
      onClose={onClose}
    >
      {conversationId ? (
        <div className="ask-question__sent" role="status">
          <p>Your question was sent to {vendorName}.</p>
          <div className="action-form__actions">
            <Button variant="secondary" onClick={onClose}>
              Close
            </Button>
            <Link
              to={messagePaths.conversation(conversationId)}
              className={buttonClasses("primary", "ask-question__open")}
            >
              Open conversation
            </Link>
          </div>
        </div>
      ) : (
        <ActionForm
          form={form}
          send={async (values) => {
            const { conversation } = await ask.mutateAsync(values);
            setConversationId(conversation._id);
          }}
          messageOf={questionError}
          onCancel={onClose}
          submit={["Send question", "Sending…"]}
        >
          <TextAreaField
            label="Your question"
            error={errors.body?.message}
            hint={`At most ${formatNumber(MAX_QUESTION_LENGTH)} characters.`}
            registration={form.register("body")}
            rows={5}
            maxLength={MAX_QUESTION_LENGTH}
          />
        </ActionForm>
      )}
    </FormDialog>
  );
}
