import { Globe, Navigation, Phone, Share2 } from "lucide-react";
import type { ReactNode } from "react";
import { ButtonLink, Button } from "@mp/ui/components/button.tsx";
import { safeUrl } from "../../../lib/safe-url";
import { notify } from "../../../lib/toast";
import "./listing-actions.css";

/** Where the business is: coordinates when known, else the address (with its city). */
export type ActionPlace = { latitude: number | null; longitude: number | null; address: string };

/**
 * The map provider's directions to a place: Google Maps when the site runs on Google Maps,
 * OpenStreetMap's otherwise. Coordinates when known, the address when not; null without either.
 */
export function directionsUrl(place: ActionPlace, useGoogleMaps: boolean): string | null {
  const hasPoint = place.latitude !== null && place.longitude !== null;
  const destination = hasPoint ? `${place.latitude},${place.longitude}` : place.address.trim();
  if (!destination) return null;
  const to = encodeURIComponent(destination);
  // OpenStreetMap geocodes a `to` that is an address, as Google does a `destination`.
  return useGoogleMaps
    ? `https://www.google.com/maps/dir/?api=1&destination=${to}`
    : `https://www.openstreetmap.org/directions?to=${to}`;
}

/** A tel: address: digits and a leading + only, whatever the vendor typed. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}

/**
 * Shares `url` through the system's share sheet where the browser has one; elsewhere copies it
 * and says so. A share the visitor cancels is not an error.
 */
export async function shareLink(title: string, url: string): Promise<void> {
  if (typeof navigator.share === "function") {
    try {
      await navigator.share({ title, url });
    } catch (error) {
      if (!(error instanceof DOMException && error.name === "AbortError")) await copyLink(url);
    }
    return;
  }
  await copyLink(url);
}

async function copyLink(url: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(url);
    notify.success("Link copied");
  } catch {
    notify.error(`Copy this link to share it: ${url}`);
  }
}

type ListingActionsProps = {
  /** The business or listing name: the share sheet's title and the bar's accessible name. */
  name: string;
  phone: string | null;
  website: string | null;
  place: ActionPlace;
  /** The canonical address of the page, shared or copied as it is. */
  shareUrl: string;
  /** True when the site's maps are Google Maps (a Google key is configured). */
  useGoogleMaps: boolean;
  /** Called when Call or Website is used (the listing page counts a contact click). */
  onContact?: () => void;
  /** Further actions (Save, Ask a question) in the same row, after the built-in ones. */
  children?: ReactNode;
};

/**
 * The row of things a visitor can do with a listing or a vendor: Call (with a phone), Directions,
 * Website (when set), Share, and whatever the page adds as children. One row on desktop; on
 * phones the buttons wrap two to a line.
 */
export function ListingActions({
  name,
  phone,
  website,
  place,
  shareUrl,
  useGoogleMaps,
  onContact,
  children,
}: ListingActionsProps) {
  const site = safeUrl(website);
  const directions = directionsUrl(place, useGoogleMaps);
  return (
    <div className="listing-actions" role="group" aria-label={`Actions for ${name}`}>
      {phone && (
        <ButtonLink variant="primary" href={telHref(phone)} onClick={onContact}>
          <Phone aria-hidden="true" /> Call
        </ButtonLink>
      )}
      {directions && (
        <ButtonLink variant="secondary" href={directions} target="_blank" rel="noopener noreferrer">
          <Navigation aria-hidden="true" /> Directions
        </ButtonLink>
      )}
      {site && (
        <ButtonLink variant="secondary" href={site} target="_blank" rel="noopener noreferrer" onClick={onContact}>
          <Globe aria-hidden="true" /> Website
        </ButtonLink>
      )}
      <Button variant="secondary" onClick={() => void shareLink(name, shareUrl)}>
        <Share2 aria-hidden="true" /> Share
      </Button>
      {children}
    </div>
  );
}
