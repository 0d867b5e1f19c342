// The CloudFront response headers policy that fronts the S3 website endpoint carries every
// security header with its exact value (tests/helpers/security-headers.ts), as the other hosts
// send them.
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { DEPLOY } from "../scripts/build/dist.ts";
import { assertSecurityHeaders } from "./helpers/security-headers.ts";

interface HeadersPolicy {
  SecurityHeadersConfig: {
    ContentSecurityPolicy: { Override: boolean; ContentSecurityPolicy: string };
    StrictTransportSecurity: { Override: boolean; AccessControlMaxAgeSec: number; IncludeSubdomains: boolean; Preload: boolean };
    ContentTypeOptions: { Override: boolean };
    FrameOptions: { Override: boolean; FrameOption: string };
    ReferrerPolicy: { Override: boolean; ReferrerPolicy: string };
  };
  CustomHeadersConfig: { Quantity: number; Items: { Header: string; Value: string; Override: boolean }[] };
}

/** The headers CloudFront adds with a policy, as an answer would carry them (lower-case names). */
function answerHeaders(policy: HeadersPolicy): Map<string, string> {
  const security = policy.SecurityHeadersConfig;
  const hsts = security.StrictTransportSecurity;
  const headers = new Map<string, string>([
    ["content-security-policy", security.ContentSecurityPolicy.ContentSecurityPolicy],
    [
      "strict-transport-security",
      `max-age=${hsts.AccessControlMaxAgeSec}${hsts.IncludeSubdomains ? "; includeSubDomains" : ""}${hsts.Preload ? "; preload" : ""}`,
    ],
    ["x-content-type-options", "nosniff"],
    ["x-frame-options", security.FrameOptions.FrameOption],
    ["referrer-policy", security.ReferrerPolicy.ReferrerPolicy],
  ]);
  for (const item of policy.CustomHeadersConfig.Items) headers.set(item.Header.toLowerCase(), item.Value);
  return headers;
}

const cdn = suite("the CDN in front of S3");

cdn("deploy/cloudfront-headers.json gives every answer the security headers with their exact values, over what S3 sends", async () => {
  const policy = JSON.parse(await readFile(join(DEPLOY, "cloudfront-headers.json"), "utf8")) as HeadersPolicy;
  const headers = answerHeaders(policy);
  assertSecurityHeaders((name) => headers.get(name), "CloudFront's policy");
  assert.is(headers.size, 8, [...headers.keys()].join(", "));
  const security = policy.SecurityHeadersConfig;
  const overrides = [
    security.ContentSecurityPolicy.Override,
    security.StrictTransportSecurity.Override,
    security.ContentTypeOptions.Override,
    security.FrameOptions.Override,
    security.ReferrerPolicy.Override,
    ...policy.CustomHeadersConfig.Items.map((item) => item.Override),
  ];
  assert.ok(overrides.every(Boolean), "each header replaces any the origin sent");
  assert.is(policy.CustomHeadersConfig.Quantity, policy.CustomHeadersConfig.Items.length);
});

cdn.run();
