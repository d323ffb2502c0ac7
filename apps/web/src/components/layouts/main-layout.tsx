import type { ReactNode } from "react";
import { Outlet } from "react-router";
import { BottomBar } from "./bottom-bar";
import { Footer, type SocialLinks } from "./footer";
import { Header, type NavEntry } from "./header";
import { useHeaderVariant } from "./layout-handle";
import "./layout.css";

export type SiteLayoutProps = {
  productName: string;
  navigation: readonly NavEntry[];
  socialLinks: SocialLinks;
  /** The header's account area (see Header). */
  account?: ReactNode;
  /** The header's mega menu (see Header). */
  megaMenu?: ReactNode;
};

/** Header with search, the page, the footer, and the mobile bottom bar. */
export function MainLayout({ productName, navigation, socialLinks, account, megaMenu }: SiteLayoutProps) {
  const headerVariant = useHeaderVariant();
  return (
    <div className={`site-layout site-layout--${headerVariant}`}>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <Header
        productName={productName}
        navigation={navigation}
        variant={headerVariant}
        account={account}
        megaMenu={megaMenu}
      />
      <main id="main" tabIndex={-1} className="site-main">
        <Outlet />
      </main>
      <Footer productName={productName} socialLinks={socialLinks} />
      <BottomBar />
    </div>
  );
}
