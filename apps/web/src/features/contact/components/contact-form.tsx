import {
  CONTACT_LIMITS,
  contactRequestSchema,
  contactTopicNames,
  contactTopics,
  type ContactRequest,
} from "@mp/contracts/contact";
import { useState } from "react";
import { Button } from "@mp/ui/components/button.tsx";
import { FormAlert } from "@mp/ui/components/field.tsx";
import { formatNumber } from "@mp/ui/lib/format.ts";
import { SelectField } from "../../../components/ui/select-field";
import { EmailField, TextField, TextAreaField } from "../../../components/ui/text-field";
import { formErrorAfter, useSchemaForm } from "@mp/ui/lib/use-schema-form.ts";
import { sendContactMessage } from "../api/send-contact-message";
import { fieldBinder } from "../../../lib/field-binding";
import "./contact-form.css";

const empty = { name: "", email: "", topic: "" as ContactRequest["topic"], message: "" };

/** The contact page's form: name, e-mail, topic and message; the server's answer shows above it. */
export function ContactForm() {
  const [sent, setSent] = useState<string | null>(null);
  const form = useSchemaForm(contactRequestSchema, { defaultValues: empty });
  const { errors, isSubmitting } = form.formState;
  const bind = fieldBinder(form);

  const submit = form.handleSubmit(async (values) => {
    setSent(null);
    try {
      const answer = await sendContactMessage(values);
      form.reset(empty);
      setSent(answer.message);
    } catch (error) {
      const message = formErrorAfter(form, error, (path) => path, "Your message could not be sent. Try again.");
      if (message) form.setError("root", { type: "server", message });
    }
  });

  return (
    <form className="contact-form" onSubmit={submit} noValidate aria-label="Contact us">
      {sent && <FormAlert tone="success">{sent}</FormAlert>}
      {errors.root?.message && <FormAlert>{errors.root.message}</FormAlert>}
      <TextField label="Your name" autoComplete="name" maxLength={CONTACT_LIMITS.name} {...bind("name")} />
      <EmailField {...bind("email")} hint="We answer to this address." />
      <SelectField control={form.control} name="topic" label="Topic" error={errors.topic?.message}>
        <option value="">Choose a topic</option>
        {contactTopics.map((topic) => (
          <option key={topic} value={topic}>
            {contactTopicNames[topic]}
          </option>
        ))}
      </SelectField>
      <TextAreaField
        label="Message"
        {...bind("message")}
        hint={`${CONTACT_LIMITS.minMessage} to ${formatNumber(CONTACT_LIMITS.message)} characters.`}
        rows={7}
        maxLength={CONTACT_LIMITS.message}
      />
      <Button type="submit" isBusy={isSubmitting} className="contact-form__submit">
        {isSubmitting ? "Sending…" : "Send message"}
      </Button>
    </form>
  );
}
