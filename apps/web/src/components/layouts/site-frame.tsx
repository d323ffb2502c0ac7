import { Suspense, type ReactNode } from "react";
import { BottomBar } from "./bottom-bar";
import { Footer, type SocialLinks } from "./footer";
import { Header, type HeaderVariant, type NavEntry } from "./header";
import "./layout.css";

export type SiteLayoutProps = {
  productName: string;
  navigation: readonly NavEntry[];
  socialLinks: SocialLinks;
  /** The header's account area (see Header). */
  account?: ReactNode;
  /** The header's mega menu (see Header). */
  megaMenu?: ReactNode;
  /** Beside the page on wide screens, a "Categories" disclosure above it on narrow ones. */
  sidebar?: ReactNode;
};

type SiteFrameProps = Omit<SiteLayoutProps, "sidebar"> & {
  className: string;
  headerVariant: HeaderVariant;
  /** The layout's body between the header and the footer, its `<main id="main">` included. */
  children: ReactNode;
};

/** What every layout of the site has around its body: the skip link, the header, the footer, the mobile bottom bar. */
export function SiteFrame({
  className,
  headerVariant,
  productName,
  navigation,
  socialLinks,
  account,
  megaMenu,
  children,
}: SiteFrameProps) {
  return (
    <div className={className}>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      {/* Each boundary hydrates on its own, in slices, after the frame: see MainLayout. */}
      <Suspense fallback={null}>
        <Header
          productName={productName}
          navigation={navigation}
          variant={headerVariant}
          account={account}
          megaMenu={megaMenu}
        />
      </Suspense>
      {children}
      <Suspense fallback={null}>
        <Footer productName={productName} socialLinks={socialLinks} />
        <BottomBar />
      </Suspense>
    </div>
  );
}
