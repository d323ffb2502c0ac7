import { createElement } from "react";
import { DirectoryMenu } from "../components/layouts/directory-menu";
import type { NavEntry } from "../components/layouts/header";
import type { SocialLinks } from "../components/layouts/footer";
import { browsePaths } from "../lib/paths-browse";
import { vendorPaths } from "../lib/paths-vendor";
import { config } from "./config";

/** Where "Post An Ad" lands on /userproducts: the listing form. */
export const postAdAnchor = "start-listing";

/**
 * The header menu, in the spec's order: Explore Category, Find Jobs, Directory, List your
 * business free, Post An Ad, Our Products. A link is listed here only once its page exists
 * (List your business free and Post An Ad come with the vendor pages).
 */
// "Explore Category" is the mega menu (features/categories), composed in router.tsx, not a link.
export const mainNavigation: readonly NavEntry[] = [
  { label: "Find Jobs", to: browsePaths.findJob },
  // Register as a Freelancer, Register as a Client (greyed out for visitors and for holders of the
  // role) and Hire Freelancer; an entry shows only once its page exists.
  { label: "Directory", menu: createElement(DirectoryMenu) },
  // Both start the vendor flow (a free listing is how an ad is posted for now); Post An Ad jumps
  // straight to the form, which also keeps the two entries' addresses apart.
  { label: "List your business free", to: vendorPaths.userProducts },
  { label: "Post An Ad", to: `${vendorPaths.userProducts}#${postAdAnchor}` },
  { label: "Our Products", to: browsePaths.ourProducts },
];

/**
 * The footer's social icons: the server's SOCIAL_*_URL settings (null leaves an icon out), else
 * the networks' home pages. Read at render time: on the server, the settings arrive after import.
 */
export function socialLinks(): SocialLinks {
  return (
    config.socialLinks ?? {
      facebook: "https://www.facebook.com/",
      instagram: "https://www.instagram.com/",
      x: "https://x.com/",
    }
  );
}

/** Where the home page's category section sits; the menu and the bottom bar jump to it. */
export const categoriesSectionId = "categories";
