import type { ListingInputParsed } from "@mp/contracts/vendor-listing";
import { useMemo, type ComponentProps, type ReactNode } from "react";
import { useWatch, type UseFormReturn } from "react-hook-form";
import { Field } from "@mp/ui/components/field.tsx";
import { TextField } from "../../../components/ui/text-field";
import { fieldBinder } from "../../../lib/field-binding";
import type { ListingFormValues } from "../listing-form-values";

export type MapPoint = { latitude: number; longitude: number };
export type PickedPlace = MapPoint & { address: string; city: string };

/**
 * The map and the address suggestions of the "Where" section. They live in features/maps, which
 * this feature may not import; the route passes them in (and leaves them out in a page without maps).
 */
export type LocationAddons = {
  renderPicker: (props: {
    value: MapPoint | null;
    onChange: (value: MapPoint | null) => void;
    /** Coordinates are typed, even if not a place yet. */
    canClear: boolean;
  }) => ReactNode;
  /** With a Google Maps key: the address input with place suggestions. */
  renderAddressInput?: (props: {
    inputProps: ComponentProps<"input">;
    onPlace: (place: PickedPlace) => void;
  }) => ReactNode;
};

type Form = UseFormReturn<ListingFormValues, unknown, ListingInputParsed>;

/** The typed coordinates as a point, when both are numbers in range; otherwise no pin. */
export function pointOf(latitude: string, longitude: string): MapPoint | null {
  if (latitude.trim() === "" || longitude.trim() === "") return null;
  const lat = Number(latitude);
  const lng = Number(longitude);
  if (!Number.isFinite(lat) || !Number.isFinite(lng) || Math.abs(lat) > 90 || Math.abs(lng) > 180) return null;
  return { latitude: lat, longitude: lng };
}

/** Address, city, a map pin and the typed coordinates, kept in step both ways. */
export function ListingLocation({ form, addons }: { form: Form; addons?: LocationAddons }) {
  const { errors } = form.formState;
  const bind = fieldBinder(form);
  const [latitude, longitude] = useWatch({ control: form.control, name: ["latitude", "longitude"] });
  const point = useMemo(() => pointOf(latitude, longitude), [latitude, longitude]);

  // A pin or a place fills the fields as if typed: the draft keeps them, errors are checked again.
  const fill = (field: "address" | "city" | "latitude" | "longitude", value: string) =>
    form.setValue(field, value, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
  const setPoint = (value: MapPoint | null) => {
    fill("latitude", value ? String(value.latitude) : "");
    fill("longitude", value ? String(value.longitude) : "");
  };
  const onPlace = (place: PickedPlace) => {
    if (place.address) fill("address", place.address);
    if (place.city) fill("city", place.city);
    setPoint(place);
  };

  return (
    <fieldset className="form-card">
      <legend>Where</legend>
      <Field
        label="Address"
        error={errors.address?.message}
        hint={addons?.renderAddressInput ? "Pick a suggestion to fill the city and place the pin." : undefined}
      >
        {(control) => {
          const inputProps = {
            ...control,
            ...form.register("address"),
            maxLength: 200,
            autoComplete: "street-address",
            className: "field__input",
          };
          return addons?.renderAddressInput ? (
            addons.renderAddressInput({ inputProps, onPlace })
          ) : (
            <input {...inputProps} />
          );
        }}
      </Field>
      <TextField label="City" {...bind("city")} maxLength={100} autoComplete="address-level2" />
      {addons?.renderPicker({
        value: point,
        onChange: setPoint,
        canClear: latitude.trim() !== "" || longitude.trim() !== "",
      })}
      <div className="form-pair">
        <TextField label="Latitude" {...bind("latitude")} hint="Optional, e.g. 40.7128." inputMode="decimal" />
        <TextField label="Longitude" {...bind("longitude")} hint="Optional, e.g. -74.006." inputMode="decimal" />
      </div>
      <p className="field__hint">With coordinates your listing shows on the map and in “near me” searches.</p>
    </fieldset>
  );
}
