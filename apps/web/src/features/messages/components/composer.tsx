import { MAX_MESSAGE_LENGTH, sendMessageSchema, type Message } from "@mp/contracts/message";
import { Button } from "@mp/ui/components/button.tsx";
import { ApiError } from "@mp/ui/lib/api-client.ts";
import { SendHorizontal } from "lucide-react";
import type { KeyboardEvent } from "react";
import { Field, FormAlert } from "@mp/ui/components/field.tsx";
import { useSchemaForm } from "@mp/ui/lib/use-schema-form.ts";
import { useSendMessage } from "../api/send-message";
import "./composer.css";

/** The message box: Enter sends, Shift+Enter starts a new line. */
export function Composer({ conversationId, onSent }: { conversationId: string; onSent: (message: Message) => void }) {
  const form = useSchemaForm(sendMessageSchema, { defaultValues: { body: "" } });
  const sending = useSendMessage(conversationId, onSent);
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      await sending.mutateAsync(values);
      form.reset({ body: "" });
    } catch (error) {
      const message = error instanceof ApiError ? (error.errors?.body?.[0] ?? error.message) : null;
      form.setError("root", { message: message ?? "The message could not be sent. Try again." });
    }
  });

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== "Enter" || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void submit();
  };

  return (
    <form className="composer" onSubmit={(event) => void submit(event)} noValidate>
      {errors.root?.message && <FormAlert>{errors.root.message}</FormAlert>}
      <div className="composer__row">
        <Field
          label="Message"
          error={errors.body?.message}
          hint="Enter sends; Shift+Enter starts a new line."
          className="composer__field"
        >
          {(control) => (
            <textarea
              {...control}
              {...form.register("body")}
              className="field__input composer__input"
              rows={2}
              maxLength={MAX_MESSAGE_LENGTH}
              onKeyDown={onKeyDown}
            />
          )}
        </Field>
        <Button type="submit" isBusy={sending.isPending} className="composer__send">
          {!sending.isPending && <SendHorizontal aria-hidden="true" />}
          {sending.isPending ? "Sending…" : "Send"}
        </Button>
      </div>
    </form>
  );
}
