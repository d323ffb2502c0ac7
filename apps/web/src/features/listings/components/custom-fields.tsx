import type { CustomField } from "@mp/contracts/listing";
import { safeUrl } from "../../../lib/safe-url";

/** The vendor's own label/value pairs, in their order; a link only when it is http(s). */
export function CustomFields({ fields }: { fields: readonly CustomField[] }) {
  return (
    <dl className="custom-fields">
      {fields.map((field, index) => (
        <div key={`${index}-${field.label}`} className="custom-fields__row">
          <dt>{field.label}</dt>
          <dd>
            <FieldValue field={field} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

function FieldValue({ field }: { field: CustomField }) {
  if (field.type === "boolean") return <>{field.value === "true" ? "Yes" : "No"}</>;
  if (field.type === "link") {
    const href = safeUrl(field.value);
    if (href)
      return (
        <a href={href} target="_blank" rel="noopener noreferrer nofollow">
          {new URL(href).host}
        </a>
      );
  }
  return <>{field.value}</>;
}
