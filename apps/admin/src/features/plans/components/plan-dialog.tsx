import { adminPlanMessages, PLAN_DESCRIPTION_MAX, planUpdateSchema } from "@mp/contracts/admin-plans";
import { FREE_PLAN_LIMITS, type PlanLimits } from "@mp/contracts/plan";
import { ApiError } from "@mp/ui/lib/api-client.ts";
import { formatMoney } from "@mp/ui/lib/format.ts";
import { Dialog } from "@mp/ui/components/dialog.tsx";
import { Field } from "@mp/ui/components/field.tsx";
import { FormActions, WholeNumberInput } from "../../../components/ui/form-parts";
import { notify } from "../../../lib/toast";
import { useSchemaForm } from "@mp/ui/lib/use-schema-form.ts";
import { useUpdatePlan, type AdminPlan } from "../api/plans";

const limitFields: { key: keyof PlanLimits; label: string }[] = [
  { key: "listings", label: "Listings" },
  { key: "imagesPerListing", label: "Gallery images per listing" },
  { key: "bannerAds", label: "Live banner ads" },
  { key: "featureAds", label: "Live feature ads" },
];

/** An empty box is null (the free tier's limit); anything else a number the schema checks. */
const optionalNumber = (value: unknown) => (value === "" || value === null ? null : Number(value));

/** Edit one plan with the shared schema; the price is typed in dollars and kept in cents. */
export function PlanDialog({ plan, onClose }: { plan: AdminPlan; onClose: () => void }) {
  const update = useUpdatePlan();
  const isUser = plan.family === "user";
  const form = useSchemaForm(planUpdateSchema, {
    defaultValues: {
      priceCents: plan.priceCents,
      connectsPerPeriod: plan.connectsPerPeriod,
      freelancersPerPeriod: plan.freelancersPerPeriod,
      limits: plan.limitColumns,
      description: plan.description,
      active: plan.active,
    },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (input) => {
    try {
      const saved = await update.mutateAsync({ id: plan._id, input });
      notify.success(
        `${saved.name} saved: ${formatMoney(saved.priceCents, saved.currency.toUpperCase())} for new buyers.`,
      );
      onClose();
    } catch (err) {
      notify.error(err instanceof ApiError || err instanceof Error ? err.message : "The plan could not be saved.");
    }
  });

  return (
    <Dialog
      title={`Edit the ${plan.family} ${plan.name} plan`}
      description={`${adminPlanMessages.appliesNextPeriod}.`}
      onClose={onClose}
      closeOnBackdrop={false}
      size="wide"
    >
      <form className="plan-form" onSubmit={(event) => void submit(event)} noValidate>
        <div className="plan-form__grid">
          <Field label={`Price per period (${plan.currency.toUpperCase()})`} error={errors.priceCents?.message}>
            {(control) => (
              <input
                className="field__input"
                type="number"
                min={0}
                step={0.01}
                inputMode="decimal"
                defaultValue={(plan.priceCents / 100).toFixed(2)}
                {...control}
                onChange={(event) =>
                  form.setValue("priceCents", Math.round(Number.parseFloat(event.currentTarget.value) * 100), {
                    shouldDirty: true,
                  })
                }
              />
            )}
          </Field>
          {isUser ? (
            <Field label="Connects per period" error={errors.connectsPerPeriod?.message}>
              {(control) => (
                <WholeNumberInput {...control} {...form.register("connectsPerPeriod", { valueAsNumber: true })} />
              )}
            </Field>
          ) : (
            <Field label="Freelancers per period" error={errors.freelancersPerPeriod?.message}>
              {(control) => (
                <WholeNumberInput {...control} {...form.register("freelancersPerPeriod", { valueAsNumber: true })} />
              )}
            </Field>
          )}
        </div>
        {isUser && (
          <fieldset className="admin-fieldset">
            <legend>Vendor limits (empty: the free tier&apos;s)</legend>
            <div className="plan-form__grid">
              {limitFields.map(({ key, label }) => (
                <Field
                  key={key}
                  label={label}
                  hint={`Free tier: ${FREE_PLAN_LIMITS[key]}`}
                  error={errors.limits?.[key]?.message}
                >
                  {(control) => (
                    <WholeNumberInput
                      {...control}
                      {...form.register(`limits.${key}`, { setValueAs: optionalNumber })}
                    />
                  )}
                </Field>
              ))}
            </div>
          </fieldset>
        )}
        <Field label="Description" error={errors.description?.message}>
          {(control) => (
            <textarea
              className="field__input"
              rows={3}
              maxLength={PLAN_DESCRIPTION_MAX}
              {...control}
              {...form.register("description")}
            />
          )}
        </Field>
        <label className="plan-form__check">
          <input type="checkbox" {...form.register("active")} /> On sale to new buyers
        </label>
        <FormActions className="plan-form__actions" busy={update.isPending} submitLabel="Save" onCancel={onClose} />
      </form>
    </Dialog>
  );
}
