import type { ReactNode } from "react";
import "./terms-document.css";

type Section = { id: string; title: string; body: ReactNode };

/** The marketplace's terms and conditions; the page around it supplies the h1. */
export function TermsDocument({ productName }: { productName: string }) {
  const sections = termsSections(productName);
  return (
    <div className="terms">
      <aside className="terms__summary" aria-labelledby="terms-summary-title">
        <h2 id="terms-summary-title" className="terms__summary-title">
          The key points
        </h2>
        <ul>
          <li>
            You must be <strong>aged 18 or over</strong> to use {productName}.
          </li>
          <li>
            You must give us notice of a breach <strong>within 72 hours</strong> of becoming aware of it.
          </li>
          <li>
            Anyone bringing legal proceedings against {productName} must first lodge a{" "}
            <strong>litigation bond of AUD 500,000</strong>.
          </li>
        </ul>
      </aside>

      <nav className="terms__toc" aria-label="Contents">
        <h2 className="terms__toc-title">Contents</h2>
        <ol>
          {sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.title}</a>
            </li>
          ))}
        </ol>
      </nav>

      <div className="terms__body">
        <p className="terms__intro">
          These terms and conditions (the “Terms”) govern your use of the {productName} website and services (the
          “Marketplace”), operated by {productName} (“we”, “us”). By browsing the Marketplace, creating an account,
          listing a business, posting an ad or hiring through it, you agree to these Terms. If you do not agree, do not
          use the Marketplace.
        </p>
        {sections.map((section, index) => (
          <section key={section.id} aria-labelledby={section.id} className="terms__section">
            <h2 id={section.id}>
              {index + 1}. {section.title}
            </h2>
            {section.body}
          </section>
        ))}
      </div>
    </div>
  );
}

function termsSections(productName: string): Section[] {
  return [
    {
      id: "eligibility",
      title: "Who may use the Marketplace",
      body: (
        <>
          <p>
            You must be aged 18 or over to use {productName}, to create an account, or to buy, sell, hire or apply for
            work through it. By using the Marketplace you confirm that you are 18 or over and able to enter into a
            binding contract.
          </p>
          <p>
            If you use the Marketplace for a business, you confirm that you are authorised to accept these Terms on its
            behalf, and “you” includes that business.
          </p>
        </>
      ),
    },
    {
      id: "accounts",
      title: "Your account",
      body: (
        <ul>
          <li>Give accurate, current and complete details, and keep them up to date.</li>
          <li>Keep your password secret. You are responsible for everything done through your account.</li>
          <li>One person or business per account; accounts may not be sold or transferred.</li>
        </ul>
      ),
    },
    {
      id: "listings",
      title: "Businesses, listings and ads",
      body: (
        <>
          <p>
            Vendors are responsible for their listings, products, banner and feature ads, galleries and prices.
            Everything you publish must be accurate, lawful and yours to use, and must comply with the Australian
            Consumer Law, including the rules against misleading or deceptive conduct.
          </p>
          <p>
            We may review, refuse, edit for format, or remove any listing or ad that we reasonably believe breaches
            these Terms or the law.
          </p>
        </>
      ),
    },
    {
      id: "dealings",
      title: "Dealing with other users",
      body: (
        <p>
          {productName} is a venue that connects visitors, vendors, freelancers and clients. Any contract for goods,
          services or work is made between those users, not with us. We do not guarantee the quality, safety or legality
          of what is offered, the truth of any listing, or that a user will complete a transaction. Make your own
          enquiries before you buy, sell or hire.
        </p>
      ),
    },
    {
      id: "plans",
      title: "Subscriptions, connects and payments",
      body: (
        <>
          <p>
            Paid plans, their prices and what they include (such as connects or a number of freelancers you may hire)
            are shown before you buy. Prices are in Australian dollars and include GST where it applies. Payments are
            processed by our payment provider under its own terms.
          </p>
          <p>
            Unless the law requires otherwise, fees already paid are not refundable. Nothing in these Terms excludes
            your rights under the Australian Consumer Law.
          </p>
        </>
      ),
    },
    {
      id: "conduct",
      title: "Acceptable use",
      body: (
        <>
          <p>You must not use the Marketplace to:</p>
          <ul>
            <li>break the law, or offer anything unlawful, counterfeit, stolen or unsafe;</li>
            <li>mislead, impersonate or defraud anyone, or post fake reviews;</li>
            <li>harass, threaten or discriminate against anyone;</li>
            <li>send spam, or collect other users’ details without their consent;</li>
            <li>copy or scrape the Marketplace, interfere with its security, or upload malicious code.</li>
          </ul>
        </>
      ),
    },
    {
      id: "content",
      title: "Your content and our brand",
      body: (
        <p>
          You keep ownership of the content you upload. You give us a non-exclusive, royalty-free licence to host,
          display, reproduce and promote it for the purpose of running and marketing the Marketplace while it remains
          published. The {productName} name, logo and website are ours and may not be used without our written
          permission.
        </p>
      ),
    },
    {
      id: "privacy",
      title: "Privacy",
      body: (
        <p>
          We collect and use personal information only to operate the Marketplace and as the Privacy Act 1988 (Cth)
          allows. When another user shares their details with you, use them only for the dealing they were shared for.
        </p>
      ),
    },
    {
      id: "breach-notice",
      title: "Notice of breaches",
      body: (
        <>
          <p>
            If you become aware of a breach of these Terms, including any unauthorised access to or use of your account,
            you must give us written notice of the breach within 72 hours of becoming aware of it, with the details you
            have.
          </p>
          <p>
            If we believe you have breached these Terms we may suspend or remove your content or account. Unless urgent
            action is needed to protect users or comply with the law, we will tell you why first; otherwise we will tell
            you within 72 hours of acting.
          </p>
        </>
      ),
    },
    {
      id: "disputes",
      title: "Disputes and litigation bond",
      body: (
        <>
          <p>
            If a dispute arises about these Terms or the Marketplace, you agree first to send us written details and to
            try in good faith to resolve it with us for 30 days before starting proceedings, except to seek urgent
            relief.
          </p>
          <p>
            Any person who commences legal proceedings against {productName} arising out of or in connection with these
            Terms or the Marketplace must first lodge a litigation bond of AUD 500,000 (five hundred thousand Australian
            dollars) as security for costs, to be held until the proceedings are finally determined, except where a
            court orders otherwise or the law does not allow this requirement.
          </p>
        </>
      ),
    },
    {
      id: "liability",
      title: "Our liability",
      body: (
        <p>
          To the extent the law allows, the Marketplace is provided “as is”, and we are not liable for any indirect or
          consequential loss, or for any loss arising from dealings between users. Where the law implies a guarantee
          that cannot be excluded, our liability is limited, where permitted, to supplying the service again or paying
          the cost of having it supplied again.
        </p>
      ),
    },
    {
      id: "termination",
      title: "Suspension and closing accounts",
      body: (
        <p>
          You may close your account at any time. We may suspend or close an account that breaches these Terms, that we
          reasonably suspect of fraud, or that has been inactive for a long time. Clauses that by their nature should
          survive (including those on content, breaches, disputes and liability) continue after an account is closed.
        </p>
      ),
    },
    {
      id: "changes",
      title: "Changes to these Terms",
      body: (
        <p>
          We may update these Terms from time to time. We will publish the new version here and, for material changes,
          tell account holders by email or on the site before they take effect. Continuing to use the Marketplace after
          that means you accept the updated Terms.
        </p>
      ),
    },
    {
      id: "law",
      title: "Governing law",
      body: (
        <p>
          These Terms are governed by the laws in force in Australia, and you submit to the non-exclusive jurisdiction
          of its courts.
        </p>
      ),
    },
  ];
}
