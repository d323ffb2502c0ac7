import { setupServer } from "msw/node";

/** This package's tests call no endpoint by default: each test gives the answers it needs. */
export const server = setupServer();
