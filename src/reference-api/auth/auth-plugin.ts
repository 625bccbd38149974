import type { FastifyInstance } from 'fastify';
import { type LoginDeps, loginRoutes } from './login-routes.ts';
import { registrationRoutes } from './registration-routes.ts';

/** The authentication calls: login, refresh, logout, token login, TOTP, registration, reset and activation. */
export async function authPlugin(app: FastifyInstance, deps: LoginDeps): Promise<void> {
  loginRoutes(app, deps);
  registrationRoutes(app, deps);
}
