/** Spec section 9: 1 s for most toasts, 2 s for the admin denial, 3 s as the container's default. */
export const toastDurations = { brief: 1000, adminDenied: 2000, standard: 3000 } as const;
