import { Link } from "react-router";
import { paths } from "../../lib/paths";
import { LogoMark } from "@mp/ui/components/logo-mark.tsx";
import "../ui/spread-row.css";
import "./footer.css";

/** The footer's three networks; null leaves that icon out (SOCIAL_*_URL=none). */
export type SocialLinks = { facebook: string | null; instagram: string | null; x: string | null };

/** The spec's copyright year (section 9), not the current year. */
const copyrightYear = 2025;

/** The site's own pages every visitor expects at the foot of a page. */
const footerLinks = [
  { label: "About", to: paths.about },
  { label: "Contact", to: paths.contact },
  { label: "Help", to: paths.help },
  { label: "Privacy", to: paths.privacy },
  { label: "Terms & Conditions", to: paths.terms },
];

type FooterProps = { productName: string; socialLinks: SocialLinks };

export function Footer({ productName, socialLinks }: FooterProps) {
  const socials = [
    { label: `${productName} on Facebook`, href: socialLinks.facebook, icon: "facebook" },
    { label: `${productName} on Instagram`, href: socialLinks.instagram, icon: "instagram" },
    { label: `${productName} on X`, href: socialLinks.x, icon: "x" },
  ].filter((social): social is typeof social & { href: string } => social.href !== null);

  return (
    <footer className="site-footer on-dark">
      <div className="container spread-row site-footer__inner">
        <div className="site-footer__brand">
          <LogoMark className="site-footer__mark" />
          <div>
            <p className="site-footer__name">{productName}</p>
            <p className="site-footer__tagline">Local shops, services and makers, all on one street.</p>
          </div>
        </div>
        {socials.length > 0 && (
          <ul className="site-footer__social" aria-label="Social media">
            {socials.map(({ label, href, icon }) => (
              <li key={label}>
                <a
                  href={href}
                  aria-label={label}
                  className="site-footer__social-link"
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  {/* A CSS mask in the text colour (footer.css): no icon code in the first view's JavaScript. */}
                  <span className={`site-footer__icon site-footer__icon--${icon}`} aria-hidden="true" />
                </a>
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className="container site-footer__legal">
        <p>
          © {copyrightYear} {productName}
        </p>
        <nav aria-label="Footer">
          <ul className="inline-list site-footer__links">
            {footerLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="site-footer__link">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </footer>
  );
}
