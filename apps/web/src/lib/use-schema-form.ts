// The form helper lives in packages/ui, which both apps share. This path is kept only for the
// ad forms (features/banner-ads and features/feature-ads), which other work was changing when the
// helper moved; they import from "@mp/ui/lib/use-schema-form.ts" like every other form once that lands.
export { showServerErrors, useSaveSubmit, useSchemaForm, type SchemaConversion } from "@mp/ui/lib/use-schema-form.ts";
