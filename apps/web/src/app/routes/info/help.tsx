import type { ReactNode } from "react";
import { Link } from "react-router";
import { FREE_PLAN_LIMITS } from "@mp/contracts/plan";
import { WELCOME_CONNECTS } from "@mp/contracts/freelancer";
import { PageBanner } from "../../../components/ui/page-banner";
import { paths } from "../../../lib/paths";
import { browsePaths } from "../../../lib/paths-browse";
import { vendorPaths } from "../../../lib/paths-vendor";
import { billingPaths } from "../../../lib/paths-billing";
import { config } from "../../config";
import { usePageMeta } from "../../use-page-meta";
import "./info-page.css";

type Question = { question: string; answer: ReactNode };
type Topic = { id: string; title: string; questions: Question[] };

function topicsOf(name: string): Topic[] {
  return [
    {
      id: "help-listing",
      title: "Listing a business",
      questions: [
        {
          question: "How do I list my business?",
          answer: (
            <p>
              Sign up, then open <Link to={vendorPaths.userProducts}>List your business free</Link>. Give the name,
              category and subcategory, address, contact details, opening hours and a cover photo, then publish. Until
              you publish, the listing is a draft that only you see.
            </p>
          ),
        },
        {
          question: "What does it cost?",
          answer: (
            <p>
              Listing is free: without a plan you may publish {FREE_PLAN_LIMITS.listings} listings with up to{" "}
              {FREE_PLAN_LIMITS.imagesPerListing} gallery photos each, {FREE_PLAN_LIMITS.bannerAds} banner ads and{" "}
              {FREE_PLAN_LIMITS.featureAds} feature ad. A paid plan raises those limits.
            </p>
          ),
        },
        {
          question: "How do I get the “Verified business” mark?",
          answer: (
            <p>
              Confirm your e-mail address and your phone number from My Account: we send a link to the one and a 6-digit
              code to the other. The mark appears on your listings and your vendor page once both are confirmed.
            </p>
          ),
        },
        {
          question: "How do visitors reach me?",
          answer: (
            <p>
              Each listing shows Call (when you give a phone number), Directions, your website and Share; signed-in
              visitors can also send you a question, which arrives in your Messages. View Business counts the views,
              contact clicks and messages of each listing.
            </p>
          ),
        },
      ],
    },
    {
      id: "help-plans",
      title: "Plans and connects",
      questions: [
        {
          question: "What are connects?",
          answer: (
            <p>
              Connects are what freelancers spend to apply to a job: 1 to 6 per application, depending on the job&apos;s
              budget (the job page shows the figure before you apply). A new freelancer gets {WELCOME_CONNECTS}; a plan
              adds more every period. If the client closes the job without hiring, the connects come back.
            </p>
          ),
        },
        {
          question: "What do the plans give?",
          answer: (
            <p>
              User plans (Basic, Standard and higher) give connects and raise a vendor&apos;s limits on listings, photos
              and ads. Hire plans give a client (a Member) a number of freelancers they may hire. See{" "}
              <Link to={billingPaths.productSubscriptionPlan}>the plans</Link> for the current prices.
            </p>
          ),
        },
        {
          question: "How do I pay, change or cancel a plan?",
          answer: (
            <p>
              Payment is by card through Stripe; we never see the card number. A new price or plan applies from your
              next period. You can cancel from Subscription: the plan then runs to the end of the period you paid for.
            </p>
          ),
        },
      ],
    },
    {
      id: "help-jobs",
      title: "Jobs and hiring",
      questions: [
        {
          question: "How do I find work?",
          answer: (
            <p>
              Register as a freelancer (Directory → Register as a Freelancer), then browse{" "}
              <Link to={browsePaths.findJob}>Find Jobs</Link> and apply with a cover letter and, if you like, files. The
              client sees your application and may shortlist you, message you or hire you.
            </p>
          ),
        },
        {
          question: "How do I hire someone?",
          answer: (
            <p>
              Register as a client, then either post a job and choose among the applicants, or open{" "}
              <Link to={browsePaths.hireFreelancers}>Hire Freelancers</Link> and send a freelancer a hiring request.
              Once the work is done, mark it complete and leave a review.
            </p>
          ),
        },
      ],
    },
    {
      id: "help-reports",
      title: "Reporting content",
      questions: [
        {
          question: "Something on the site is wrong, offensive or a scam. What do I do?",
          answer: (
            <p>
              Use the Report button on the listing, review, profile or message, choose a reason and add a note. Our
              moderators look at every report; content that breaks the <Link to={paths.terms}>terms</Link> is hidden and
              its owner is told why.
            </p>
          ),
        },
        {
          question: "Someone keeps messaging me.",
          answer: <p>Open the conversation and block the person: neither of you can then write to the other.</p>,
        },
      ],
    },
    {
      id: "help-account",
      title: "Your account",
      questions: [
        {
          question: "I forgot my password.",
          answer: (
            <p>
              Choose <Link to={paths.forgotPassword}>Forgot password</Link> and enter your e-mail address: we mail a
              link that works for an hour. A link can be asked for once every five minutes.
            </p>
          ),
        },
        {
          question: "Where can I see who signed in to my account?",
          answer: (
            <p>
              The <Link to={paths.activityLog}>activity log</Link> lists your sign-ins, sign-outs and account changes,
              with the address and browser of each.
            </p>
          ),
        },
        {
          question: "How do I delete my account?",
          answer: (
            <p>
              <Link to={paths.contact}>Write to us</Link> from the address of the account; {name} deletes it and what it
              holds as the <Link to={paths.privacy}>privacy notice</Link> says.
            </p>
          ),
        },
      ],
    },
  ];
}

/** `/help`: answers to what people ask, by topic; each answer opens without JavaScript. */
export function HelpRoute() {
  const name = config.productName;
  usePageMeta(
    "Help",
    `Answers about ${name}: listing a business, plans and connects, jobs and hiring, reporting content.`,
  );
  const topics = topicsOf(name);
  return (
    <>
      <PageBanner title="Help" lead={`Answers to what people ask most about ${name}.`} />
      <div className="container info-page">
        <nav className="info-page__toc" aria-label="Help topics">
          <ul>
            {topics.map((topic) => (
              <li key={topic.id}>
                <a href={`#${topic.id}`}>{topic.title}</a>
              </li>
            ))}
          </ul>
        </nav>
        {topics.map((topic) => (
          <section key={topic.id} aria-labelledby={topic.id}>
            <h2 id={topic.id}>{topic.title}</h2>
            {topic.questions.map(({ question, answer }) => (
              <details key={question} className="info-faq">
                <summary>{question}</summary>
                {answer}
              </details>
            ))}
          </section>
        ))}
        <p>
          Not answered here? <Link to={paths.contact}>Contact us</Link>.
        </p>
      </div>
    </>
  );
}
