import { Outlet } from "react-router";
import { BottomBar } from "./bottom-bar";
import { Footer } from "./footer";
import { Header } from "./header";
import { useHeaderVariant } from "./layout-handle";
import type { SiteLayoutProps } from "./main-layout";
import "./layout.css";

/** The vendor pages: the site header (the main layout's, mega menu included), a welcome banner, the page, the footer. */
export function VendorLayout({ productName, navigation, socialLinks, account, megaMenu }: SiteLayoutProps) {
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
      <div className="vendor-banner on-dark">
        <div className="container">
          <p className="vendor-banner__text">Welcome to the {productName}</p>
        </div>
      </div>
      <main id="main" tabIndex={-1} className="site-main site-main--vendor">
        <Outlet />
      </main>
      <Footer productName={productName} socialLinks={socialLinks} />
      <BottomBar />
    </div>
  );
}
