import type { ReactNode } from "react";
import { PageBanner } from "../../components/ui/page-banner";
import { RequireToken } from "../../features/auth/components/require-token";
import { usePageTitle } from "../use-page-title";

type GuardedBannerPageProps = {
  /** The band's heading and the tab's title. */
  title: string;
  lead: ReactNode;
  /** The page's own class, beside `container`. */
  className: string;
  children: ReactNode;
};

/**
 * A page of one's account under the dark title band: the band (outside the guard, so the page
 * always has its heading), then `children` in the page's width once a token is stored.
 */
export function GuardedBannerPage({ title, lead, className, children }: GuardedBannerPageProps) {
  usePageTitle(title);
  return (
    <>
      <PageBanner title={title} lead={lead} />
      <RequireToken>
        <div className={`container ${className}`}>{children}</div>
      </RequireToken>
    </>
  );
}
