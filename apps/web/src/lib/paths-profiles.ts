/** The freelancer and client pages (issue 13): registration, the owner's profile and its edit page, the public freelancer page. */
export const profilePaths = {
  registerFreelancer: "/registerfreelancer",
  registerClient: "/registerclient",
  freelancerProfile: "/freelancerprofile",
  clientProfile: "/clientprofile",
  editFreelancerProfile: "/editfreelancerprofile",
  editClientProfile: "/editclientprofile",
  freelancer: "/freelancer/:id",
} as const;

export const freelancerPageUrl = (id: string) => `/freelancer/${encodeURIComponent(id)}`;

/** The state `/freelancerprofile` and `/clientprofile` take (spec section 2): whose profile to show. */
export type ProfileState = { UserId: string };
