/** The hiring pages (issue 13) this feature owns. */
export const hiringPaths = {
  /** The freelancer's incoming hiring requests, and a client's sent ones. */
  hiringRequest: "/hiringRequest",
  /** The freelancer's board: their applications and hires. */
  freelancerJobHire: "/freelancerjobhire",
  hireSubscriptionPlan: "/hiresubscriptionplan",
  registerClient: "/registerclient",
  messages: "/messages",
  conversation: (id: string) => `/messages/${id}`,
} as const;
