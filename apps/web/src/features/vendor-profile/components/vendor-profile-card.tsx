import { socialNetworkNames, socialNetworks, type SocialLinks, type SocialNetwork } from "@mp/contracts/vendor-profile";
import type { ImageRef } from "@mp/contracts/vendor-listing";
import { Globe, Mail, MapPin, Phone } from "lucide-react";
import type { ComponentType, ReactNode, SVGProps } from "react";
import { FacebookIcon, InstagramIcon, LinkedInIcon, XIcon, YouTubeIcon } from "../../../components/icons/social-icons";
import { LogoImage } from "../../../components/ui/logo-image";
import { safeUrl } from "../../../lib/safe-url";
import "../../../components/ui/surface-card.css";
import "./vendor-profile-card.css";

/** What the card shows: the public profile, or the vendor's public name alone. */
export type ProfileCardData = {
  businessName: string;
  logo: ImageRef | null;
  about: string;
  phone: string | null;
  email: string | null;
  website: string | null;
  address: string | null;
  city: string | null;
  socialLinks: SocialLinks;
};

const icons: Record<SocialNetwork, ComponentType<SVGProps<SVGSVGElement>>> = {
  facebook: FacebookIcon,
  instagram: InstagramIcon,
  x: XIcon,
  linkedin: LinkedInIcon,
  youtube: YouTubeIcon,
};

function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return (
    words
      .slice(0, 2)
      .map((word) => [...word][0] ?? "")
      .join("") || "?"
  ).toUpperCase();
}

type VendorProfileCardProps = {
  vendor: ProfileCardData;
  /** 1 on the public page; 2 where the page has its own title (the vendor's /profile). */
  headingLevel?: 1 | 2;
  /** What the page adds under the card's head, across its width (the trust facts and the action bar). */
  extra?: ReactNode;
};

/** A vendor's public face: logo, name, city, about, contact and social links. Text is rendered as text. */
export function VendorProfileCard({ vendor, headingLevel = 1, extra }: VendorProfileCardProps) {
  const Name = headingLevel === 1 ? "h1" : "h2";
  const website = safeUrl(vendor.website);
  const place = [vendor.address, vendor.city].filter(Boolean).join(", ");
  const links = socialNetworks.flatMap((network) => {
    const href = safeUrl(vendor.socialLinks[network]);
    return href ? [{ network, href }] : [];
  });
  const hasContact = Boolean(vendor.phone || vendor.email || website);
  return (
    <article className="surface-card vendor-card">
      <header className="vendor-card__head">
        <LogoImage
          image={vendor.logo}
          className="vendor-card__logo"
          sizes="7rem"
          alt={`${vendor.businessName} logo`}
          fallback={initialsOf(vendor.businessName)}
          size={112}
        />
        <div className="vendor-card__title">
          <Name className="vendor-card__name">{vendor.businessName}</Name>
          {place && (
            <p className="vendor-card__place">
              <MapPin aria-hidden="true" />
              <span>{place}</span>
            </p>
          )}
        </div>
      </header>
      {extra && <div className="vendor-card__extra">{extra}</div>}
      <div className="vendor-card__body">
        <section className="vendor-card__about" aria-label="About">
          {/* Plain text: white-space: pre-line keeps the line breaks; nothing is read as HTML. */}
          {vendor.about ? (
            <p className="vendor-card__about-text">{vendor.about}</p>
          ) : (
            <p className="vendor-card__muted">No description yet.</p>
          )}
        </section>
        {(hasContact || links.length > 0) && (
          <aside className="vendor-card__contact" aria-label="Contact">
            {hasContact && (
              <ul className="stack-list vendor-card__contact-list">
                {vendor.phone && (
                  <li>
                    <Phone aria-hidden="true" />
                    <a href={`tel:${vendor.phone.replace(/[^\d+]/g, "")}`}>{vendor.phone}</a>
                  </li>
                )}
                {vendor.email && (
                  <li>
                    <Mail aria-hidden="true" />
                    <a href={`mailto:${vendor.email}`}>{vendor.email}</a>
                  </li>
                )}
                {website && (
                  <li>
                    <Globe aria-hidden="true" />
                    <a href={website} target="_blank" rel="noopener noreferrer nofollow">
                      {new URL(website).host}
                    </a>
                  </li>
                )}
              </ul>
            )}
            {links.length > 0 && (
              <ul className="inline-list vendor-card__social" aria-label="Social links">
                {links.map(({ network, href }) => {
                  const Icon = icons[network];
                  return (
                    <li key={network}>
                      <a
                        href={href}
                        target="_blank"
                        rel="noopener noreferrer nofollow"
                        aria-label={`${vendor.businessName} on ${socialNetworkNames[network]}`}
                        title={socialNetworkNames[network]}
                      >
                        <Icon />
                      </a>
                    </li>
                  );
                })}
              </ul>
            )}
          </aside>
        )}
      </div>
    </article>
  );
}
