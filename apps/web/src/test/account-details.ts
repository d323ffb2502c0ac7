import { http, HttpResponse } from "msw";
import { server } from "./server";
import { makeUser, signIn } from "./session";

/**
 * A new account (`makeUser(overrides)`) signed in, with `GET /api/adds/UserDetalis/{id}` answering
 * `details.current`: a test that changes the account on the server (registering it as a client,
 * say) sets `details.current` to what the server then holds.
 */
export function signInWithDetails(overrides: Parameters<typeof makeUser>[0] = {}) {
  const user = makeUser(overrides);
  signIn(user);
  const details = { current: user };
  server.use(
    http.get("/api/adds/UserDetalis/:id", () =>
      HttpResponse.json({ result: 1, result_value: details.current, userPlan: null }),
    ),
  );
  return { user, details };
}
