/* eslint-disable */
/**
 * Generated `api` utility.
 *
 * THIS CODE IS AUTOMATICALLY GENERATED.
 *
 * To regenerate, run `npx convex dev`.
 * @module
 */

import type {
  ApiFromModules,
  FilterApi,
  FunctionReference,
} from "convex/server";
import type * as billing from "../billing.js";
import type * as compliance from "../compliance.js";
import type * as credits from "../credits.js";
import type * as engine from "../engine.js";
import type * as functions from "../functions.js";
import type * as generation from "../generation.js";
import type * as http from "../http.js";
import type * as members from "../members.js";
import type * as model_access from "../model/access.js";
import type * as model_billing from "../model/billing.js";
import type * as model_compliance from "../model/compliance.js";
import type * as model_config from "../model/config.js";
import type * as model_constants from "../model/constants.js";
import type * as model_contents from "../model/contents.js";
import type * as model_credits from "../model/credits.js";
import type * as model_generation from "../model/generation.js";
import type * as model_jobs from "../model/jobs.js";
import type * as model_limits from "../model/limits.js";
import type * as model_members from "../model/members.js";
import type * as model_pages from "../model/pages.js";
import type * as model_presence from "../model/presence.js";
import type * as model_projects from "../model/projects.js";
import type * as model_secrets from "../model/secrets.js";
import type * as model_shopify from "../model/shopify.js";
import type * as model_shopifySdk from "../model/shopifySdk.js";
import type * as model_stripe from "../model/stripe.js";
import type * as model_themePull from "../model/themePull.js";
import type * as model_themes from "../model/themes.js";
import type * as model_users from "../model/users.js";
import type * as pages from "../pages.js";
import type * as presence from "../presence.js";
import type * as projects from "../projects.js";
import type * as shopify from "../shopify.js";
import type * as shopifyPull from "../shopifyPull.js";
import type * as stripe from "../stripe.js";
import type * as themes from "../themes.js";
import type * as users from "../users.js";

/**
 * A utility for referencing Convex functions in your app's API.
 *
 * Usage:
 * ```js
 * const myFunctionReference = api.myModule.myFunction;
 * ```
 */
declare const fullApi: ApiFromModules<{
  billing: typeof billing;
  compliance: typeof compliance;
  credits: typeof credits;
  engine: typeof engine;
  functions: typeof functions;
  generation: typeof generation;
  http: typeof http;
  members: typeof members;
  "model/access": typeof model_access;
  "model/billing": typeof model_billing;
  "model/compliance": typeof model_compliance;
  "model/config": typeof model_config;
  "model/constants": typeof model_constants;
  "model/contents": typeof model_contents;
  "model/credits": typeof model_credits;
  "model/generation": typeof model_generation;
  "model/jobs": typeof model_jobs;
  "model/limits": typeof model_limits;
  "model/members": typeof model_members;
  "model/pages": typeof model_pages;
  "model/presence": typeof model_presence;
  "model/projects": typeof model_projects;
  "model/secrets": typeof model_secrets;
  "model/shopify": typeof model_shopify;
  "model/shopifySdk": typeof model_shopifySdk;
  "model/stripe": typeof model_stripe;
  "model/themePull": typeof model_themePull;
  "model/themes": typeof model_themes;
  "model/users": typeof model_users;
  pages: typeof pages;
  presence: typeof presence;
  projects: typeof projects;
  shopify: typeof shopify;
  shopifyPull: typeof shopifyPull;
  stripe: typeof stripe;
  themes: typeof themes;
  users: typeof users;
}>;
export declare const api: FilterApi<
  typeof fullApi,
  FunctionReference<any, "public">
>;
export declare const internal: FilterApi<
  typeof fullApi,
  FunctionReference<any, "internal">
>;
