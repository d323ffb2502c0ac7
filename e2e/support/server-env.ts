/** The environment variables through which the global set-up tells the test workers about its server. */
export const serverEnv = {
  baseUrl: "E2E_BASE_URL",
  adminUrl: "E2E_ADMIN_URL",
  /** The server's DATA_DIR: tests read the mail it writes under mail/. */
  dataDir: "E2E_DATA_DIR",
} as const;

export type Server = { baseUrl: string; adminUrl: string; dataDir: string };

/** The server the global set-up started, as a worker sees it. */
export function startedServer(): Server {
  const read = (name: string) => {
    const value = process.env[name];
    if (!value) throw new Error(`${name} is not set: run the suite with \`npm run test:e2e\`.`);
    return value;
  };
  return { baseUrl: read(serverEnv.baseUrl), adminUrl: read(serverEnv.adminUrl), dataDir: read(serverEnv.dataDir) };
}
